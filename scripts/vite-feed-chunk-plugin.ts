import type { Plugin } from 'vite';
import { SCRIPT_COST_BYTES, sharedChunkGroups } from './shared-chunk-groups.ts';

/** A panel or card registration: its dynamic imports are the components of the feeds. */
const FEED_REGISTRATION = /\/plugins\/(panels|cards)\/[^/]+\/[^/]+\.plugin\.ts$/;
/** The rendering plugins' registrations (src/engine.ts loads them: at start where the first screen shows plugins, else with the home's feed or after ready). */
const RENDER_REGISTRATIONS = /\/plugins\/registries\.ts$/;
/** The feed's resolver (validators and dispatch), loaded beside the first feed request (src/feed/useFeed.ts). */
const FEED_RESOLVER = /\/core\/engine\/render\/composite\.ts$/;
/** The news home's feed (src/pages/HomePage.tsx loads it once the page is ready): it comes with the feed's code. */
const HOME_FEED = /\/src\/pages\/HomeFeed\.tsx$/;

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { isEntry: boolean; code?: string | null; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** The build's module graph, as far as this plugin reads it. */
const moduleGraph = (context: ModuleGraph): ModuleGraph => context;

/**
 * A gate that holds a part back until the page is ready or the reader comes near it: the parts a
 * module using one imports lazily come after the page is ready (src/routes/WhenPageLive.tsx).
 */
const LATE_GATE = /\/(core\/engine\/render\/(WhenWoken|WhenNear)|src\/routes\/WhenPageLive)\.tsx$/;

/**
 * How much the bytes of a part that comes after the page is ready count against a page's: a little,
 * so that they neither ride along with what the pages wait for (issue 31) nor split into crumbs.
 */
export const LATE_PART_WEIGHT = 0.1;

/** The developers' and editors' pages: they import every plugin, and readers never load them. */
const DEVELOPERS_ONLY = /\/src\/(pages\/(plugin-gallery|playground|bench)|preview)\//;

/** A panel's or card's own module: its lazy parts (a slide, a tile) are wanted with it. */
const PLUGIN_MODULE = /\/plugins\/(panels|cards)\//;

/**
 * Every module reachable from the roots through static imports, and through the dynamic imports
 * that `followDynamic` accepts.
 */
function closure(graph: ModuleGraph, roots: Iterable<string>, followDynamic: (id: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    stack.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []).filter(followDynamic));
  }
  return seen;
}

/**
 * The home needs every feed panel and card, and the resolver, right after its first request: left to
 * the default splitting they arrive as some forty small chunks, one round trip after another on a
 * phone's connection. This finds, once the module graph is known, the lazy code they need that the
 * entry does not already hold, so the `feed-plugins` chunk group (vite.config.ts) can take exactly
 * that: one lazy request, nothing moved into the initial bundle.
 */
export function feedChunkPlugin(): { plugin: Plugin; isFeedModule: (id: string) => boolean; feedSharedChunkOf: (id: string) => string | null; isInitialModule: (id: string) => boolean } {
  let feedModules = new Set<string>();
  let feedSharedChunks = new Map<string, string>();
  let initialModules = new Set<string>();
  const plugin: Plugin = {
    name: 'city-reader:feed-chunk',
    apply: 'build',
    buildEnd() {
      const graph = moduleGraph(this);
      const ids = [...graph.getModuleIds()];
      const initial = closure(graph, ids.filter((id) => graph.getModuleInfo(id)?.isEntry), () => false);
      // The registrations the page registers: the city's (scripts/city-plugin-list.ts); the plugin
      // gallery reaches every plugin of the app, whose parts it loads with its own page.
      const registered = closure(graph, ids.filter((id) => RENDER_REGISTRATIONS.test(id)), () => false);
      const roots = ids.flatMap((id) => {
        if (FEED_RESOLVER.test(id) || HOME_FEED.test(id)) return [id];
        return FEED_REGISTRATION.test(id) && registered.has(id) ? (graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []) : [];
      });
      const wanted = (id: string) => PLUGIN_MODULE.test(id) && !id.includes('/node_modules/');
      const feed = closure(graph, roots, wanted);
      // What another lazy chunk (a page, a service) imports stays out: in the feeds' chunk, one shared
      // module (a placeholder, the list footer) made a page without panels load every plugin (51 KB gz
      // before the comments, the login or the missing page were ready). The developers' pages, which
      // import every plugin, do not count.
      const lazyRoots = new Set(ids.flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
      const others = [...lazyRoots].filter((id) => !feed.has(id) && !DEVELOPERS_ONLY.test(id));
      const shared = closure(graph, others, () => false);
      feedModules = new Set([...feed].filter((id) => !initial.has(id) && !shared.has(id)));
      // What the feeds share with pages: a few chunks, by the pages that need them (scripts/shared-chunk-groups.ts).
      const feedShared = [...feed].filter((id) => !initial.has(id) && shared.has(id) && !id.includes('/node_modules/'));
      // Which roots need each lazy module (a shared one, or one a shared one imports, a library too).
      const neededBy = new Map<string, Set<string>>();
      const need = (id: string, root: string) => void (initial.has(id) || neededBy.set(id, (neededBy.get(id) ?? new Set()).add(root)));
      for (const id of feed) need(id, 'feed');
      for (const root of others) for (const id of closure(graph, [root], () => false)) need(id, root);
      const sizeOf = (id: string) => graph.getModuleInfo(id)?.code?.length ?? 0;
      const modules = feedShared.map((id) => ({
        id,
        size: sizeOf(id),
        neededBy: neededBy.get(id)!,
        brings: [...closure(graph, [id], () => false)].filter((other) => other !== id && !initial.has(other)).map((other) => ({ id: other, size: sizeOf(other), neededBy: neededBy.get(other) ?? new Set<string>() })),
      }));
      const gated = ids.filter((id) => graph.getModuleInfo(id)?.importedIds.some((imported) => LATE_GATE.test(imported)));
      const lateParts = new Set(gated.flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
      feedSharedChunks = sharedChunkGroups(modules, 'feed-shared', SCRIPT_COST_BYTES, (root) => (lateParts.has(root) ? LATE_PART_WEIGHT : 1));
      initialModules = initial;
    },
  };
  return { plugin, isFeedModule: (id) => feedModules.has(id), feedSharedChunkOf: (id) => feedSharedChunks.get(id) ?? null, isInitialModule: (id) => initialModules.has(id) };
}
