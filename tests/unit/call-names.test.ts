import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** Every module of the product that defines calls (defineCall, or a factory such as recordCall). */
function callModules(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && /\b(defineCall|recordCall)\b/.test(readFileSync(path, 'utf8'))) found.push(path);
    }
  };
  for (const dir of ['core', 'src', 'ui', 'plugins']) walk(join(root, dir));
  return found;
}

const isDefinition = (value: unknown): value is { name: string } =>
  typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string' && typeof (value as { read?: unknown }).read === 'function' && 'path' in value;

describe('call definitions', () => {
  it('each has a name of its own: the cache keeps a read answer per name and request, so two reads of one request must not share a name', async () => {
    const owners = new Map<string, string[]>();
    for (const path of callModules()) {
      const module = (await import(path)) as Record<string, unknown>;
      for (const [exported, value] of Object.entries(module)) {
        if (!isDefinition(value)) continue;
        owners.set(value.name, [...(owners.get(value.name) ?? []), `${relative(root, path)} ${exported}`]);
      }
    }
    expect(owners.size).toBeGreaterThan(20);
    expect([...owners].filter(([, where]) => where.length > 1)).toEqual([]);
  });
});
