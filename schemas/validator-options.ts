/**
 * Options shared by the ahead-of-time compiler and the server's tests.
 * coerceTypes normalises a liberal CMS at the boundary: "12" → 12, 1/0 → true/false, 123 → "123" for ids.
 */
export const VALIDATOR_OPTIONS = {
  allErrors: true,
  coerceTypes: true,
  useDefaults: true,
  strict: false,
  inlineRefs: false,
} as const;
