import { SCHEMA_IDS, type SchemaId } from '../../../schemas/generated/schema-ids.ts';

const known: ReadonlySet<string> = new Set(SCHEMA_IDS);

/** Cheap check for registration time: knows the ids without loading any validator code. */
export function isSchemaId(id: string): id is SchemaId {
  return known.has(id);
}
