import type { SchemaId } from '../../../../schemas/generated/schema-ids.ts';

/**
 * The JSON Schemas the validators are compiled from (schemas/ and the plugins' own), read as data by
 * the playground's form: the form offers exactly what the plugin's validator checks. Eager inside the
 * playground's chunk: no reader's page loads them.
 */
const files = import.meta.glob<JsonSchema>(['../../../../schemas/*.schema.json', '../../../../plugins/**/*.schema.json'], { eager: true, import: 'default' });

export interface JsonSchema {
  $id?: string;
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | readonly string[];
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  items?: JsonSchema;
  allOf?: readonly JsonSchema[];
  anyOf?: readonly JsonSchema[];
  enum?: readonly unknown[];
  definitions?: Readonly<Record<string, JsonSchema>>;
  minimum?: number;
  default?: unknown;
}

const byId = new Map<string, JsonSchema>(Object.values(files).flatMap((schema) => (schema.$id ? [[schema.$id, schema]] : [])));

/** A `$ref` as our schemas write it: another schema's id, maybe with a pointer into its definitions. */
function dereference(ref: string): JsonSchema {
  const [id = '', pointer = ''] = ref.split('#');
  let node: unknown = byId.get(id);
  for (const part of pointer.split('/').filter(Boolean)) node = (node as Record<string, unknown> | undefined)?.[part];
  if (!node) throw new Error(`the playground cannot find schema ${ref}`);
  return node as JsonSchema;
}

/** The kind of value a node holds, null aside (the CMS may always send null for an optional field). */
export function kindOf(node: JsonSchema): string | null {
  const types = typeof node.type === 'string' ? [node.type] : (node.type ?? []);
  return types.find((type) => type !== 'null') ?? null;
}

/**
 * One node with its `$ref`s followed and its `allOf` folded in (properties merged, requirements joined),
 * and an `anyOf` of one shape or null taken as that shape: what a form can show field by field.
 */
export function flatten(node: JsonSchema, depth = 0): JsonSchema {
  if (depth > 16) return node;
  const self = node.$ref ? flatten(dereference(node.$ref), depth + 1) : node;
  const parts = [...(self.allOf ?? []).map((part) => flatten(part, depth + 1)), ...(self.anyOf ? [flatten(self.anyOf.find((branch) => kindOf(branch) !== null || branch.$ref) ?? {}, depth + 1)] : [])];
  const own: JsonSchema = { ...self, allOf: undefined, anyOf: undefined, $ref: undefined };
  return parts.reduce<JsonSchema>(
    (merged, part) => ({
      ...part,
      ...merged,
      type: merged.type ?? part.type,
      description: merged.description ?? part.description,
      properties: { ...part.properties, ...mergeProperties(part.properties, merged.properties) },
      required: [...new Set([...(part.required ?? []), ...(merged.required ?? [])])],
    }),
    own,
  );
}

/** A property both sides describe takes the more specific side's words and the general side's shape where it has none. */
function mergeProperties(general: JsonSchema['properties'], specific: JsonSchema['properties']): Record<string, JsonSchema> {
  const merged: Record<string, JsonSchema> = {};
  for (const [name, node] of Object.entries(specific ?? {})) merged[name] = general?.[name] ? { ...general[name], ...node, type: node.type ?? general[name]?.type } : node;
  return merged;
}

/** The schema a plugin validates its input with, flattened for the form. */
export function pluginSchema(id: SchemaId): JsonSchema {
  const schema = byId.get(id);
  if (!schema) throw new Error(`the playground has no schema ${id}`);
  return flatten(schema);
}
