/**
 * A schema without its annotations (description, title, $comment, examples): the words are for the
 * people who read the schema files, and ajv's standalone code keeps every schema object an error
 * message refers to, words and all (a fifth of the readers' validators, about 4.7 KB gz, in every
 * page that validates). What validates is left as it was: only keywords at a schema's own level
 * go, never a property of that name (`properties.title` is content's title).
 */
import type { Schema } from './schema-source.ts';

const ANNOTATIONS: ReadonlySet<string> = new Set(['description', 'title', '$comment', 'examples']);
/** Keywords whose value is a schema or a list of schemas. */
const SUBSCHEMA: ReadonlySet<string> = new Set(['items', 'additionalItems', 'additionalProperties', 'propertyNames', 'contains', 'not', 'if', 'then', 'else', 'allOf', 'anyOf', 'oneOf']);
/** Keywords whose value maps names to schemas (the names are data, not keywords). */
const SCHEMA_MAPS: ReadonlySet<string> = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependencies', 'dependentSchemas']);

function bare(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(bare);
  if (node === null || typeof node !== 'object') return node;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (ANNOTATIONS.has(key)) continue;
    if (SUBSCHEMA.has(key)) kept[key] = bare(value);
    else if (SCHEMA_MAPS.has(key) && value !== null && typeof value === 'object' && !Array.isArray(value))
      kept[key] = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, bare(schema)]));
    else kept[key] = value;
  }
  return kept;
}

export const withoutAnnotations = (schema: Schema): Schema => bare(schema) as Schema;
