import type { SchemaId } from '../../../schemas/generated/index.ts';
import { validateTolerant, type TolerantOptions, type TolerantValidation } from './tolerant.ts';

export { describeErrors } from './tolerant.ts';

export type Validation<T> = TolerantValidation<T>;

/**
 * Validates and normalises a copy of CMS data (the caller's raw JSON stays as it came: preview shows
 * it untouched): types coerced, defaults filled, unusable optional fields removed with a warning
 * (core/engine/schema/tolerant.ts). Fails only when what the schema requires is missing or unusable.
 */
export function validateAs<T>(schemaId: SchemaId, data: unknown, options?: TolerantOptions): Validation<T> {
  return validateTolerant<T>(schemaId, data, options);
}
