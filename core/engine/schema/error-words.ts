import type { SchemaError } from '../../../schemas/validator-types.ts';

/**
 * The readers' validators carry no messages (schemas/generated/validators.js): the few keywords our
 * schemas use are worded here, as ajv words them, so a reader's report reads as an editor's does.
 */
const WORDS: Readonly<Record<string, (params: Record<string, unknown>) => string>> = {
  type: (p) => `must be ${String(p.type)}`,
  required: (p) => `must have required property '${String(p.missingProperty)}'`,
  not: () => 'must NOT be valid',
  const: () => 'must be equal to constant',
  enum: () => 'must be equal to one of the allowed values',
  minimum: (p) => `must be ${String(p.comparison)} ${String(p.limit)}`,
  maximum: (p) => `must be ${String(p.comparison)} ${String(p.limit)}`,
  pattern: (p) => `must match pattern "${String(p.pattern)}"`,
  minItems: (p) => `must NOT have fewer than ${String(p.limit)} items`,
  minLength: (p) => `must NOT have fewer than ${String(p.limit)} characters`,
  maxLength: (p) => `must NOT have more than ${String(p.limit)} characters`,
  format: (p) => `must match format "${String(p.format)}"`,
  anyOf: () => 'must match a schema in anyOf',
  oneOf: () => 'must match exactly one schema in oneOf',
  if: (p) => `must match "${String(p.failingKeyword)}" schema`,
  additionalProperties: () => 'must NOT have additional properties',
};

/** What an error says: its message when the validator has one, else the keyword's wording. */
export function errorWords(error: SchemaError): string {
  if (error.message) return error.message;
  const words = WORDS[error.keyword];
  return words ? words(error.params) : `must pass "${error.keyword}" keyword validation`;
}
