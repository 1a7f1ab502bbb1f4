import { kindOf, type JsonSchema } from './plugin-schemas.ts';
import { hasOwn } from '../../../../core/engine/env/old-engines.ts';
import { isRecord } from '../../../../core/engine/schema/json-guards.ts';

/** Where a value sits in the pasted JSON: property names and list positions. */
export type ValuePath = readonly (string | number)[];

/** A copy of `root` with the value at `path` replaced (`undefined` takes a property out). */
export function setAt(root: unknown, path: ValuePath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(root) && typeof head === 'number') return root.map((element, i) => (i === head ? setAt(element, rest, value) : element));
  const record = isRecord(root) ? root : {};
  const next = setAt(hasOwn(record, head) ? record[head] : undefined, rest, value);
  const copy: Record<string, unknown> = { ...record };
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy;
}

export function getAt(root: unknown, path: ValuePath): unknown {
  let node = root;
  for (const part of path) node = Array.isArray(node) ? node[Number(part)] : isRecord(node) && hasOwn(node, part) ? node[part] : undefined;
  return node;
}

/**
 * What an editor typed, as the JSON the CMS would send: a number where the schema wants one and the
 * text is one; otherwise the text as typed (the report then says what is wrong with it), nothing for
 * an empty box.
 */
export function typedValue(node: JsonSchema, text: string): unknown {
  if (text === '') return undefined;
  const kind = kindOf(node);
  if ((kind === 'integer' || kind === 'number') && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  if (kind === 'array') return text.split(',').map((part) => part.trim()).filter(Boolean);
  return text;
}

/** What an input box shows for a value. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The JSON pointers the engine's lines name ('/config/headline', a missing 'title' as '/title'). */
export function pointersOf(lines: readonly string[]): Set<string> {
  const pointers = new Set<string>();
  for (const line of lines) {
    const match = /^(?:[a-z][\w-]*: )?(\(root\)|\/\S*) (.+?)(?: \(removed\))?$/.exec(line);
    if (!match) continue;
    const at = match[1] === '(root)' ? '' : (match[1] ?? '');
    const required = /^must have required property '(.+)'$/.exec(match[2] ?? '');
    pointers.add(required ? `${at}/${required[1] ?? ''}` : at);
  }
  return pointers;
}

export const pointerOf = (path: ValuePath): string => path.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
