/*
 * How the code the feeds share with pages is cut into chunks (scripts/vite-feed-chunk-plugin.ts). As
 * one chunk, every page loaded all of it (38 KB gz) for any part of it: the missing page for one message
 * component. Cut by exactly which pages need each module (the bundler's own way), it made some forty
 * chunks: a page that needs most of them loads many small scripts, each compressed apart (gzip loses
 * about half a kilobyte on each). So modules start grouped by the pages that need them, and two groups
 * merge while that costs the readers less: a merge makes a page that needs one of them load the other
 * too, and spares a page that needs both one script.
 */

/**
 * What one more script costs a page that loads it, in bytes of code before compressing: about 0.8 KB
 * gz of compression lost and a request. Measured over every route (npm run budget) for 4, 7, 12 and
 * 20 KB: 7 gave the least in all.
 */
export const SCRIPT_COST_BYTES = 7_000;

export interface SharedModule {
  id: string;
  /** Bytes of its code. */
  size: number;
  /** The lazy roots (pages, the feed) that need it. */
  neededBy: ReadonlySet<string>;
  /**
   * What it imports, all the way down, that the entry does not hold (a library, another shared
   * module): a page that loads it loads those too.
   */
  brings?: readonly BroughtModule[];
}

/** A module a shared module imports: its bytes, and the roots that need it anyway. */
export interface BroughtModule {
  id: string;
  size: number;
  neededBy: ReadonlySet<string>;
}

interface Group {
  ids: string[];
  size: number;
  neededBy: Set<string>;
  brings: Map<string, BroughtModule>;
}

/**
 * The bytes `root` loads for `group` without needing it: its code, and what that imports that the root
 * does not need otherwise. An imported module in another group brings that whole group (a chunk is
 * loaded whole), and what it imports in turn: interactions bringing a toggle rule that shares a chunk
 * with the content state brings the state library too.
 */
function unneededBytes(group: Group, root: string, groupOf: ReadonlyMap<string, Group>): number {
  let bytes = 0;
  const seen = new Set<Group | string>([group]);
  const stack = [group];
  while (stack.length > 0) {
    const current = stack.pop()!;
    bytes += current.size;
    for (const brought of current.brings.values()) {
      const broughtGroup = groupOf.get(brought.id);
      if (broughtGroup) {
        if (seen.has(broughtGroup) || broughtGroup.neededBy.has(root)) continue;
        seen.add(broughtGroup);
        stack.push(broughtGroup);
      } else if (!seen.has(brought.id)) {
        seen.add(brought.id);
        if (!brought.neededBy.has(root)) bytes += brought.size;
      }
    }
  }
  return bytes;
}

/** How much a root's bytes count: 1 for what a page waits for; less for a part that comes after the page is ready. */
export type RootWeight = (root: string) => number;

/** What merging `a` and `b` changes in the bytes the pages load: more for a page needing one, less for a page needing both. */
function mergeCost(a: Group, b: Group, scriptCost: number, weightOf: RootWeight, groupOf: ReadonlyMap<string, Group>): number {
  let cost = 0;
  for (const root of a.neededBy) cost += weightOf(root) * (b.neededBy.has(root) ? -scriptCost : unneededBytes(b, root, groupOf));
  for (const root of b.neededBy) if (!a.neededBy.has(root)) cost += weightOf(root) * unneededBytes(a, root, groupOf);
  return cost;
}

/** The modules' chunk names: `${prefix}` for the largest group, `${prefix}-1`, `-2`… for the others by size. */
export function sharedChunkGroups(modules: readonly SharedModule[], prefix: string, scriptCost = SCRIPT_COST_BYTES, weightOf: RootWeight = () => 1): Map<string, string> {
  const byNeed = new Map<string, Group>();
  for (const { id, size, neededBy, brings = [] } of modules) {
    const key = [...neededBy].toSorted().join('\n');
    const group: Group = byNeed.get(key) ?? { ids: [], size: 0, neededBy: new Set(neededBy), brings: new Map() };
    group.ids.push(id);
    group.size += size;
    for (const brought of brings) group.brings.set(brought.id, brought);
    byNeed.set(key, group);
  }
  // In the order of their keys, so that the same graph always gives the same chunks.
  const groups = [...byNeed.keys()].toSorted().map((key) => byNeed.get(key)!);
  const groupOf = new Map(groups.flatMap((group) => group.ids.map((id) => [id, group] as const)));
  for (;;) {
    let best: { cost: number; a: Group; b: Group } | null = null;
    for (const [index, a] of groups.entries()) {
      for (const b of groups.slice(index + 1)) {
        const cost = mergeCost(a, b, scriptCost, weightOf, groupOf);
        if (cost < 0 && (!best || cost < best.cost)) best = { cost, a, b };
      }
    }
    if (!best) break;
    const { a, b } = best;
    a.ids.push(...b.ids);
    a.size += b.size;
    for (const root of b.neededBy) a.neededBy.add(root);
    for (const [id, brought] of b.brings) a.brings.set(id, brought);
    for (const id of b.ids) groupOf.set(id, a);
    groups.splice(groups.indexOf(b), 1);
  }
  const names = new Map<string, string>();
  groups
    .toSorted((a, b) => b.size - a.size)
    .forEach((group, index) => {
      for (const id of group.ids) names.set(id, index === 0 ? prefix : `${prefix}-${index}`);
    });
  return names;
}
