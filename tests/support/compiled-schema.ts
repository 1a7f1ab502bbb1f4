import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { validatorsModule, type Schema, type SchemaSource } from '../../scripts/schema-runtime.ts';
import { schemaFiles } from '../../schemas/schema-files.ts';
import type { CompiledValidator } from '../../schemas/validator-types.ts';

/** A schema under test as `npm run schemas:build` compiles it, and as the page imports it. */
const root = join(import.meta.dirname, '..', '..');
export const exportName = (id: string): string => `validate_${id.replace(/[^A-Za-z0-9]/g, '_')}`;

/** The project's own schemas, for a schema under test that refers to them (`{ "$ref": "panel" }`). */
export const projectSchemas = (): SchemaSource[] =>
  schemaFiles(root).map((path) => ({ schema: JSON.parse(readFileSync(path, 'utf8')) as Schema, file: relative(root, path) }));

/** The build's ES module of the schemas (throws, as the build stops, with what to change). */
export const buildModule = (sources: SchemaSource[], messages = false): string => validatorsModule(sources, exportName, { messages });

/** Imports a built module from a scratch folder (as the page would) and returns the validator of `id`. */
export async function importValidator(code: string, id: string): Promise<CompiledValidator> {
  const folder = mkdtempSync(join(tmpdir(), 'compiled-schema-'));
  try {
    const file = join(folder, 'validators.mjs');
    writeFileSync(file, code);
    const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, CompiledValidator | undefined>;
    const validate = module[exportName(id)];
    if (!validate) throw new Error(`the built module has no validator for "${id}"`);
    return validate;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
