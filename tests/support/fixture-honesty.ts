import { resolveItem, resolvePanel, shownContents, type ItemEntry } from '../../core/engine/render/composite.ts';
import type { RegistryIndex } from '../../core/engine/registry/registry.ts';
import type { Plugin } from '../../core/engine/registry/types.ts';
import { validateAs } from '../../core/engine/schema/validate.ts';

/**
 * What validation changed in a valid example: a fixture shows what the plugin gets from the CMS, so a
 * field the repair removed, a value it replaced or an item it left out means the example is not what
 * the gallery and the contract test claim it is. Not changes: defaults filled in (the CMS may omit
 * them), and the platform's other spellings of the same value, which the fixtures keep because the
 * CMS sends them (docs/architecture.md, wide shapes): 900071 for "900071", "12" for 12, 1 or "true"
 * for true, ["a"] for "a", ["a", "b"] for "a,b".
 */
const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const shown = (value: unknown): string => JSON.stringify(value) ?? String(value);
const join = (path: string, key: string | number): string => (path ? `${path}.${key}` : String(key));

/** Each field of `raw` that `value` does not hold as written: "config.alerts.1.road: 12 → removed". */
export function changedFields(raw: unknown, value: unknown, path = ''): string[] {
  if (Array.isArray(raw) && Array.isArray(value)) {
    if (raw.length !== value.length) return [`${path}: ${raw.length} elements → ${value.length}`];
    return raw.flatMap((element, i) => changedFields(element, value[i], join(path, i)));
  }
  if (isObject(raw) && isObject(value)) {
    return Object.keys(raw).flatMap((key) => (Object.hasOwn(value, key) ? changedFields(raw[key], value[key], join(path, key)) : [`${join(path, key)}: ${shown(raw[key])} → removed`]));
  }
  return shown(raw) === shown(value) || sameValue(raw, value) ? [] : [`${path || '(the value)'}: ${shown(raw)} → ${shown(value)}`];
}

const FLAGS: ReadonlyMap<unknown, boolean> = new Map<unknown, boolean>([[1, true], ['1', true], ['true', true], [0, false], ['0', false], ['false', false]]);
const isScalar = (value: unknown): value is string | number => typeof value === 'string' || typeof value === 'number';

/** The same value in another of the platform's spellings (what the validators' safe coercions undo). */
function sameValue(raw: unknown, value: unknown): boolean {
  if (isScalar(raw) && isScalar(value)) return String(raw) === String(value);
  if (typeof value === 'boolean') return FLAGS.get(raw) === value;
  if (Array.isArray(raw) && raw.length === 1 && !Array.isArray(value)) return shown(raw[0]) === shown(value) || sameValue(raw[0], value);
  if (Array.isArray(value) && value.length === 1 && !Array.isArray(raw)) return shown(raw) === shown(value[0]) || sameValue(raw, value[0]);
  return Array.isArray(raw) && typeof value === 'string' && raw.every(isScalar) && raw.join(',') === value;
}

function itemChanges(entry: ItemEntry, raw: unknown, path: string): string[] {
  if (entry.status === 'dropped') return [`${path || '(the item)'}: left out (${entry.reason}): ${entry.errors.join('; ')}`];
  return changedFields(raw, entry.item, path);
}

/** What the engine's validation changed in one valid example of `plugin`, as the plugin receives it. */
export function fixtureChanges(index: RegistryIndex, plugin: Plugin, example: unknown): string[] {
  if (plugin.kind === 'card') return itemChanges(resolveItem(index, example, 'fixture'), example, '');
  if (plugin.kind !== 'panel') {
    const result = validateAs(plugin.schema, example);
    return result.ok ? changedFields(example, result.value) : result.errors;
  }
  const entry = resolvePanel(index, example);
  if (entry.status === 'dropped' || !isObject(example)) return []; // the render test says why it is left out
  const { contents, ...fields } = example;
  const { contents: _emptied, ...panel } = entry.panel;
  // The items the panel shows, as sent: its contents less the types its config filters out.
  const sentItems = shownContents({ ...entry.panel, contents: Array.isArray(contents) ? contents : [] });
  return [...changedFields(fields, panel), ...entry.items.flatMap((item, i) => itemChanges(item, sentItems[i], `contents[${i}]`))];
}
