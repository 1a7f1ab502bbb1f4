import { hasOwn } from '../env/old-engines.ts';
import { isRecord } from './json-guards.ts';
/** A field whose value validation changed: coerced ("12" → 12) or filled with its default. */
export interface Coercion {
  /** Coerced from a value the CMS sent, or filled with the schema's default (the CMS sent none). */
  kind: 'coerced' | 'default';
  field: string;
  from: string;
  to: string;
}

const shown = (value: unknown): string => (value === undefined ? '—' : JSON.stringify(value) ?? String(value));

/**
 * The fields of `raw` that validation coerced or filled (fields it removed are warnings, reported
 * apart), looking into nested objects; `skip` names top-level fields left out (a panel's contents).
 */
export function coercedFields(raw: unknown, value: unknown, skip: readonly string[] = [], path = ''): Coercion[] {
  if (!isRecord(raw) || !isRecord(value)) return [];
  return Object.keys(value).flatMap((key) => {
    if (!path && skip.includes(key)) return [];
    const field = path ? `${path}.${key}` : key;
    const before = hasOwn(raw, key) ? raw[key] : undefined;
    const after = value[key];
    if (isRecord(before) && isRecord(after)) return coercedFields(before, after, [], field);
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ kind: before === undefined ? 'default' : 'coerced', field, from: shown(before), to: shown(after) }];
  });
}
