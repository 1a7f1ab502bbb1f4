import { validators, type SchemaId } from '../../schemas/generated/index.ts';
import type { SchemaError } from '../../schemas/validator-types.ts';

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: string[] };

/** One readable line per schema error, e.g. "/title must be string". */
export function describeErrors(errors: readonly SchemaError[] | null | undefined): string[] {
  return (errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? e.keyword}`.trim());
}

/**
 * Validates and normalises in place (the compiled validators coerce types and fill defaults),
 * working on a copy so the caller's raw JSON stays as it came (preview shows it untouched).
 */
export function validateAs<T>(schemaId: SchemaId, data: unknown): Validation<T> {
  const copy = structuredCloneSafe(data);
  const validate = validators[schemaId];
  if (validate(copy)) return { ok: true, value: copy as T };
  return { ok: false, errors: describeErrors(validate.errors) };
}

function structuredCloneSafe(data: unknown): unknown {
  try {
    return structuredClone(data);
  } catch {
    return data;
  }
}
