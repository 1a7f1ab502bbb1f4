import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every JSON Schema of the project (schemas/ and the plugins' own), sorted: for the compiler and tests. */
export function schemaFiles(root: string): string[] {
  const under = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (name === 'node_modules' || name === 'generated') return [];
      if (statSync(path).isDirectory()) return under(path);
      return name.endsWith('.schema.json') ? [path] : [];
    });
  return [...under(join(root, 'schemas')), ...under(join(root, 'plugins'))].toSorted();
}
