import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import { schemaFiles } from '../../schemas/schema-files.ts';
import { join } from 'node:path';
import { VALIDATOR_OPTIONS } from '../../schemas/validator-options.ts';
import { buildApp } from '../../cms/app.ts';
import { openDatabase, type Db } from '../../cms/db/database.ts';
import { seedDatabase } from '../../cms/seed/seed.ts';

const root = join(import.meta.dirname, '..', '..');

/** The same JSON Schemas the client compiles, for checking the server's answers in tests. */
export function schemaChecker() {
  const ajv = new Ajv({ ...VALIDATOR_OPTIONS });
  for (const file of schemaFiles(root)) {
    ajv.addSchema(JSON.parse(readFileSync(file, 'utf8')));
  }
  return (ref: string, data: unknown): string => {
    const validate = ajv.getSchema(ref);
    if (!validate) throw new Error(`no schema ${ref}`);
    return validate(structuredClone(data)) ? 'ok' : ajv.errorsText(validate.errors);
  };
}

/** A seeded in-memory CMS (no HTTP port: use app.inject). */
export async function seededApp(): Promise<{ db: Db; app: Awaited<ReturnType<typeof buildApp>> }> {
  const db = openDatabase(':memory:');
  seedDatabase(db);
  const app = await buildApp({ db });
  await app.ready();
  return { db, app };
}

export const READER = { token: 'token-reader-0001' };
export const EDITOR = { token: 'token-editor-0001' };
