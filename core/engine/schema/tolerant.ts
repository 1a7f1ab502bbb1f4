import type { SchemaId } from '../../../schemas/generated/schema-ids.ts';
import type { CompiledValidator, SchemaError } from '../../../schemas/validator-types.ts';
import { errorWords } from './error-words.ts';
import { chosenValidators } from './validator-set.ts';
import { lastOf } from '../env/old-engines.ts';
import { isRecord } from './json-guards.ts';

/**
 * Field-level tolerance (issue 11). Real CMS answers carry fields of types the spec never promised.
 * The compiled validators coerce what is safe (numeric text ↔ number, 1/0 and "true"/"false" →
 * boolean, one value ↔ a one-element list, see schemas/validator-options.ts); this adds "1"/"0" →
 * boolean, then removes each value that still does not fit, with a warning, and re-validates. What
 * a schema `required`s is what its plugin needs: a needed field that is missing or unusable takes
 * its object with it, up to the whole value (then it is dropped, with the errors).
 */
export type TolerantValidation<T> = { ok: true; value: T; warnings: string[] } | { ok: false; errors: string[]; warnings: string[] };

/** One readable line per schema error, e.g. "/title must be string". */
export function describeErrors(errors: readonly SchemaError[] | null | undefined): string[] {
  return (errors ?? []).map((e) => `${e.instancePath || '(root)'} ${errorWords(e)}`.trim());
}

/** A value that needs more repairs than this is beyond repair (each pass removes at least one value). */
export const MAX_REPAIR_PASSES = 64;

/** Fields the spec describes as comma-separated texts, which the platform may send as lists. */
export const COMMA_LIST_FIELDS: ReadonlySet<string> = new Set(['thumbnailUrl', 'imagesUrl', 'keywords', 'keywordsShow', 'tags', 'tagsShow']);

const FLAG_TEXT: ReadonlyMap<string, boolean> = new Map([
  ['1', true],
  ['0', false],
]);

/** JSON pointer → path segments ("/a/0/b~1c" → ["a", "0", "b/c"]). */
function segmentsOf(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

const own = (value: object, key: string): boolean => Object.prototype.hasOwnProperty.call(value, key);

function parentOf(root: unknown, segments: readonly string[]): unknown {
  let node = root;
  for (const segment of segments.slice(0, -1)) {
    if (node === null || typeof node !== 'object' || !own(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** The value to take out for an error: what does not fit, or the object that lacks a needed field. */
const culpritOf = (error: SchemaError): string[] => segmentsOf(error.instancePath);

/**
 * Safe coercions the validators do not make (a coercion, not a loss; true when repaired): "1"/"0"
 * where a boolean is expected, and a list of texts where a comma-separated text is (the platform
 * sends thumbnailUrl and the like as lists).
 */
function coerceInPlace(root: unknown, error: SchemaError): boolean {
  if (error.keyword !== 'type') return false;
  const expected = String(error.params.type ?? '').split(',');
  const segments = segmentsOf(error.instancePath);
  const parent = parentOf(root, segments);
  const key = lastOf(segments);
  if (key === undefined || parent === null || typeof parent !== 'object') return false;
  const value = (parent as Record<string, unknown>)[key];
  if (expected.includes('boolean')) {
    const flag = typeof value === 'string' ? FLAG_TEXT.get(value.trim()) : undefined;
    if (flag === undefined) return false;
    (parent as Record<string, unknown>)[key] = flag;
    return true;
  }
  // One value in a list (the validators unwrap it only where null is not also allowed).
  if (!expected.includes('array') && Array.isArray(value) && value.length === 1 && (value[0] === null || typeof value[0] !== 'object')) {
    (parent as Record<string, unknown>)[key] = value[0];
    return true;
  }
  if (expected.includes('string') && COMMA_LIST_FIELDS.has(key) && Array.isArray(value) && value.length > 0 && value.every((part) => typeof part === 'string' || typeof part === 'number')) {
    (parent as Record<string, unknown>)[key] = value.join(',');
    return true;
  }
  return false;
}

/** Removes one value in place: a property is deleted, an element taken out of its list. */
function remove(root: unknown, segments: readonly string[]): void {
  const parent = parentOf(root, segments);
  const key = lastOf(segments);
  if (key === undefined || parent === null || typeof parent !== 'object') return;
  if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete (parent as Record<string, unknown>)[key];
}

const isPrefix = (prefix: readonly string[], path: readonly string[]): boolean =>
  prefix.length < path.length && prefix.every((segment, i) => segment === path[i]);

/** Deepest paths first, and later list elements before earlier ones, so one pass's removals never shift another's. */
function removalOrder(a: readonly string[], b: readonly string[]): number {
  const common = Math.min(a.length, b.length);
  for (let i = 0; i < common; i++) {
    if (a[i] !== b[i]) {
      const [x, y] = [Number(a[i]), Number(b[i])];
      return Number.isInteger(x) && Number.isInteger(y) ? y - x : 0;
    }
  }
  return b.length - a.length;
}

/**
 * A top-level list whose elements the schema leaves unchecked because each is judged on its own
 * later (a panel's contents, a composite answer's panels): it is handed through as it came instead
 * of being copied with the rest, which was most of the cost of a large feed.
 */
export interface TolerantOptions {
  unjudgedList?: string;
}

export function validateTolerant<T>(schemaId: SchemaId, data: unknown, options: TolerantOptions = {}): TolerantValidation<T> {
  const set = chosenValidators();
  // A page validates only answers it got from the network, which wait for the validators (validator-set.ts).
  if (!set) throw new Error(`[schema] ${schemaId}: the validators are not loaded yet (loadReaderValidators)`);
  const validate = set[schemaId];
  const listName = options.unjudgedList;
  const heldList = listName !== undefined && isRecord(data) ? data[listName] : undefined;
  if (listName === undefined || !isRecord(data) || !Array.isArray(heldList)) return repair<T>(validate, cloneJson(data));
  const result = repair<T>(validate, cloneJson({ ...data, [listName]: [] }));
  if (result.ok) (result.value as Record<string, unknown>)[listName] = [...(heldList as unknown[])];
  return result;
}

/** The same tolerance with a validator of one's own (a plugin schema's rules under test). */
export function validateTolerantWith<T>(validate: CompiledValidator, data: unknown): TolerantValidation<T> {
  return repair<T>(validate, cloneJson(data));
}

/** Validates `copy`, repairing it in place until it fits or cannot be made to. */
function repair<T>(validate: CompiledValidator, copy: unknown): TolerantValidation<T> {
  const warnings: string[] = [];
  for (let pass = 0; pass < MAX_REPAIR_PASSES; pass++) {
    if (validate(copy)) return { ok: true, value: copy as T, warnings };
    const errors = validate.errors ?? [];
    if (errors.map((error) => coerceInPlace(copy, error)).includes(true)) continue;
    const culprits = errors.map((error) => ({ error, path: culpritOf(error) }));
    // The value itself does not fit (or lacks what it needs): nothing smaller can be taken out.
    const fatal = culprits.filter(({ path }) => path.length === 0);
    // The removals that led here come first: they say which needed field was unusable, and why.
    if (fatal.length > 0) return { ok: false, errors: [...warnings, ...describeErrors(fatal.map(({ error }) => error))], warnings };
    const paths = new Map<string, { path: string[]; error: SchemaError }>();
    for (const culprit of culprits) paths.set(culprit.path.join('\u0000'), culprit);
    const chosen = [...paths.values()].filter(({ path }) => ![...paths.values()].some((other) => isPrefix(other.path, path)));
    chosen.sort((a, b) => removalOrder(a.path, b.path));
    for (const { path, error } of chosen) {
      remove(copy, path);
      warnings.push(`${describeErrors([error])[0]} (removed)`);
    }
  }
  return { ok: false, errors: [`more than ${MAX_REPAIR_PASSES} repairs needed`], warnings };
}

/** Deeper than any answer the platform sends: past it the data may loop, and the browser's clone copes. */
const PLAIN_CLONE_DEPTH = 64;

/**
 * A deep copy of JSON-like data (the caller's raw answer stays as it came, for preview). A plain
 * walk: structuredClone costs several times more on the many small objects of a feed (it was most of
 * a 500-item answer's validation), and what comes from JSON has nothing else to copy.
 */
function cloneJson(data: unknown): unknown {
  try {
    return clonePlain(data, 0);
  } catch {
    try {
      return structuredClone(data);
    } catch {
      return data;
    }
  }
}

function clonePlain(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > PLAIN_CLONE_DEPTH) throw new RangeError('too deep for a plain copy');
  if (Array.isArray(value)) return value.map((element) => clonePlain(element, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) throw new TypeError('not plain data');
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const field = clonePlain((value as Record<string, unknown>)[key], depth + 1);
    // JSON.parse makes "__proto__" an own field; assigning it would set the copy's prototype instead.
    if (key === '__proto__') Object.defineProperty(copy, key, { value: field, enumerable: true, writable: true, configurable: true });
    else copy[key] = field;
  }
  return copy;
}
