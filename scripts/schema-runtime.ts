/**
 * The runtime helpers of ajv's standalone code. Some keywords compile to a call of a helper that the
 * generated code takes with `require("ajv/dist/runtime/…")`, which a browser page (an ES module) does
 * not have: the import of the validators would fail with `require is not defined`. The helpers we can
 * write in a line are inlined here; any other one stops the build with the schema and keyword to change,
 * as an unknown keyword or format does (scripts/schema-keywords.ts, scripts/schema-formats.ts).
 */
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { VALIDATOR_OPTIONS } from '../schemas/validator-options.ts';
import { withoutAnnotations } from './schema-annotations.ts';
import { COMPILED_FORMATS, formatRefusals } from './schema-formats.ts';
import { unknownKeywordRefusals } from './schema-keywords.ts';
import type { SchemaSource } from './schema-source.ts';

export type { Schema, SchemaSource } from './schema-source.ts';

/**
 * Inlined helpers, as ESM-safe code. ucs2length (minLength, maxLength) counts code points, a surrogate
 * pair being one, as the string iterator does.
 */
const INLINE_HELPERS: ReadonlyMap<string, string> = new Map([['ucs2length', '((text) => { let count = 0; for (const _ of text) count++; return count; })']]);

/** The keywords that compile to each helper we cannot inline, and what to write instead. */
const HELPER_KEYWORDS: ReadonlyMap<string, { keywords: readonly string[]; instead: string }> = new Map([
  ['equal', { keywords: ['uniqueItems', 'const', 'enum'], instead: 'compare scalars only (a const or enum of strings or numbers), or leave uniqueness to the plugin' }],
  ['validation_error', { keywords: ['$async'], instead: 'write synchronous schemas' }],
  ['re2', { keywords: ['pattern'], instead: 'use a plain pattern' }],
]);

const REQUIRE = /require\("ajv\/dist\/runtime\/(\w+)"\)\.default/g;

/** JSON pointers of every place a keyword appears in a schema (its values included). */
function keywordPaths(node: unknown, keywords: readonly string[], path = ''): string[] {
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => [
    ...(keywords.includes(key) && !Array.isArray(node) ? [`${path}/${key}`] : []),
    ...keywordPaths(value, keywords, `${path}/${key}`),
  ]);
}

/** Which of the two sets: the readers' (no messages) or the editors' and developers' (messages). */
export interface ValidatorFlavour {
  messages: boolean;
}

function compiler(sources: readonly SchemaSource[], flavour: ValidatorFlavour = { messages: true }): Ajv {
  const ajv = new Ajv({ ...VALIDATOR_OPTIONS, ...flavour, code: { source: true, esm: true, lines: false } });
  for (const [name, format] of COMPILED_FORMATS) ajv.addFormat(name, format);
  // The readers' set carries no annotations (scripts/schema-annotations.ts); the editors' keeps them.
  for (const { schema } of sources) ajv.addSchema(flavour.messages ? schema : withoutAnnotations(schema));
  return ajv;
}

/** Why the code cannot run in the page: each schema and keyword that needs a helper we do not inline. */
function refusals(sources: readonly SchemaSource[], helpers: ReadonlySet<string>): string[] {
  const ajv = compiler(sources);
  return [...helpers].flatMap((helper) => {
    const known = HELPER_KEYWORDS.get(helper);
    const culprits = sources.flatMap(({ schema, file }) => {
      const code = standaloneCode(ajv, { check: schema.$id });
      if (!code.includes(`runtime/${helper}"`)) return [];
      const paths = keywordPaths(schema, known?.keywords ?? []);
      // A schema that only refers to the culprit says nothing of its own: the culprit is listed itself.
      if (known && paths.length === 0) return [];
      return [`  ${file}: ${paths.length > 0 ? paths.map((p) => `"${p.split('/').pop()}" at ${p.slice(0, p.lastIndexOf('/')) || '(root)'}`).join(', ') : 'a keyword'}`];
    });
    return [
      `ajv's runtime helper "${helper}" is needed by:`,
      ...culprits,
      `  The page cannot load it (the validators are an ES module without require). ${known ? `Instead: ${known.instead}.` : ''}`,
    ];
  });
}

/** The ESM validators of the schemas, runtime helpers inlined; throws with what to change when one cannot be. */
export function validatorsModule(sources: readonly SchemaSource[], exportName: (id: string) => string, flavour: ValidatorFlavour): string {
  // Checked first: with strict off, ajv would compile an unknown keyword or format into no check at all.
  const unchecked = [...unknownKeywordRefusals(sources), ...formatRefusals(sources)];
  if (unchecked.length > 0) throw new Error(unchecked.join('\n'));
  const ajv = compiler(sources, flavour);
  const mapping = Object.fromEntries(sources.map(({ schema }) => [exportName(schema.$id), schema.$id]));
  const missing = new Set<string>();
  const code = standaloneCode(ajv, mapping).replace(REQUIRE, (call, helper: string) => {
    const inline = INLINE_HELPERS.get(helper);
    if (inline === undefined) missing.add(helper);
    return inline ?? call;
  });
  if (missing.size > 0) throw new Error(refusals(sources, missing).join('\n'));
  return code;
}
