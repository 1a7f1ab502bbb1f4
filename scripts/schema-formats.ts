/**
 * The `format`s the compiled validators check. ajv writes a format defined as a regular expression
 * into the standalone code as a literal, so those of ajv-formats' fast set work in the page as they
 * are; a format defined as a function (int32, byte, regex…) would need ajv-formats at run time, which
 * the page does not load, and stops the build as an unknown one does.
 */
import { fastFormats } from 'ajv-formats/dist/formats.js';
import type { SchemaSource } from './schema-source.ts';
import { keywordUses } from './schema-keywords.ts';

/** A format the validators check (a regular expression) or accept unchecked (`true`: password, binary). */
type CompiledFormat = RegExp | true;

function compiledFormat(definition: unknown): CompiledFormat | undefined {
  if (definition instanceof RegExp || definition === true) return definition;
  // date, time and date-time come with a comparison for formatMinimum, which we do not use.
  const validate = definition !== null && typeof definition === 'object' ? (definition as { validate?: unknown }).validate : undefined;
  return validate instanceof RegExp ? validate : undefined;
}

export const COMPILED_FORMATS: ReadonlyMap<string, CompiledFormat> = new Map(
  Object.entries(fastFormats).flatMap(([name, definition]) => {
    const format = compiledFormat(definition);
    return format === undefined ? [] : [[name, format] as const];
  }),
);

/** Each `format` whose value the validators cannot check, with where it is and what to write instead. */
export function formatRefusals(sources: readonly SchemaSource[]): string[] {
  const known = [...COMPILED_FORMATS.keys()].join(', ');
  return sources.flatMap(({ schema, file }) =>
    keywordUses(schema, 'format')
      .filter(({ value }) => typeof value !== 'string' || !COMPILED_FORMATS.has(value))
      .map(({ at, value }) => `${file}: "format": ${JSON.stringify(value)} at ${at} is not a format the validators check. Use one of ${known}, or a "pattern".`),
  );
}
