import { ANY, type RegistryIndex } from './registry.ts';

/** Edits between two names, a swap of neighbours counting one (optimal string alignment). */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_row, i) => Array.from({ length: b.length + 1 }, (_column, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i]!;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The registered name a mistyped one most likely meant ('city.trafic' → 'city.traffic'), or null when
 * none is close: at most two edits, or a quarter of the name for long ones.
 */
export function nearestName(name: string, known: Iterable<string>): string | null {
  let best: { name: string; distance: number } | null = null;
  for (const candidate of known) {
    if (candidate === ANY || candidate === name) continue;
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (!best || distance < best.distance) best = { name: candidate, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(name.length / 4)) ? best.name : null;
}

/** The content types some card or opener names (not the '*' rules). */
export function knownContentTypes(index: RegistryIndex): Set<string> {
  const types = new Set<string>();
  for (const slot of index.cards.keys()) types.add(slot.slice(0, slot.indexOf('|')));
  for (const type of index.openers.keys()) types.add(type);
  types.delete(ANY);
  return types;
}
