/**
 * Options shared by the ahead-of-time compiler and the server's tests.
 * coerceTypes normalises a liberal CMS at the boundary: "12" → 12, 1/0 → true/false, 123 → "123" for ids,
 * and (mode "array") one value ↔ a one-element list. core/engine/schema/tolerant.ts repairs what is left.
 */
export const VALIDATOR_OPTIONS = {
  allErrors: true,
  coerceTypes: 'array',
  useDefaults: true,
  strict: false,
  inlineRefs: false,
} as const;
