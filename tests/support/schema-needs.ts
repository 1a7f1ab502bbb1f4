import { readFileSync } from 'node:fs';
import { schemaFiles } from '../../schemas/schema-files.ts';
import { join } from 'node:path';

/** What each schema requires at the top level, following `allOf` references (the fields a plugin needs). */
type Schema = { $id?: string; required?: string[]; allOf?: { $ref?: string }[] };

const root = join(import.meta.dirname, '..', '..');

const schemas = new Map<string, Schema>(
  schemaFiles(root).map((file) => {
    const schema = JSON.parse(readFileSync(file, 'utf8')) as Schema;
    return [schema.$id ?? file, schema];
  }),
);

export function requiredFields(schemaId: string): Set<string> {
  const schema = schemas.get(schemaId);
  if (!schema) throw new Error(`no schema ${schemaId}`);
  const fields = new Set(schema.required ?? []);
  for (const part of schema.allOf ?? []) if (part.$ref) for (const field of requiredFields(part.$ref.split('#')[0]!)) fields.add(field);
  return fields;
}
