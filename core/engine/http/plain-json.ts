/** Deeper than any CMS answer nests: a reading this deep goes as its answer. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether a value comes back from JSON as it is: null, texts, booleans, finite numbers, and lists and
 * plain objects of them (a field that is undefined is left out, as JSON does). A call's reading that
 * is anything else (a date, a map, a class) goes into the page's seed as its answer, read again there.
 */
export function isPlainJson(value: unknown, depth = 0): boolean {
  if (depth > MAX_JSON_DEPTH) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => isPlainJson(item, depth + 1));
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).every((field) => field === undefined || isPlainJson(field, depth + 1));
}
