import { describe, expect, it } from 'vitest';
import { validatorsModule, type SchemaSource } from '../../scripts/schema-runtime.ts';

/** schemas:build makes validators the page can import, or says which schema and keyword to change. */
const exportName = (id: string) => `validate_${id.replace(/[^A-Za-z0-9]/g, '_')}`;
const source = (id: string, properties: Record<string, unknown>): SchemaSource => ({
  schema: { $id: id, type: 'object', properties },
  file: `plugins/cards/${id}/${id}.schema.json`,
});

type Validate = ((data: unknown) => boolean) & { errors?: { keyword: string }[] | null };

async function importModule(code: string): Promise<Record<string, Validate>> {
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, Validate>;
}

describe('schemas:build runtime helpers', () => {
  it('makes minLength and maxLength work in an ES module (no require), counting a surrogate pair once', async () => {
    const code = validatorsModule([source('city', { city: { type: 'string', minLength: 2, maxLength: 3 } })], exportName, { messages: true });
    expect(code).not.toMatch(/require\(/);
    const { validate_city: validate } = await importModule(code);
    expect(validate?.({ city: '长沙' })).toBe(true);
    expect(validate?.({ city: '长' })).toBe(false);
    expect(validate?.errors?.[0]?.keyword).toBe('minLength');
    expect(validate?.({ city: '𠀀𠀀𠀀' })).toBe(true);
    expect(validate?.({ city: '长沙市区' })).toBe(false);
  });

  it('refuses a keyword whose helper the page lacks, naming the schema file, the keyword and what to write', () => {
    const build = () => validatorsModule([source('tags', { tags: { type: 'array', uniqueItems: true } }), source('plain', { a: { type: 'string' } })], exportName, { messages: true });
    expect(build).toThrow(/runtime helper "equal"/);
    expect(build).toThrow(/plugins\/cards\/tags\/tags\.schema\.json: "uniqueItems" at \/properties\/tags/);
    expect(build).not.toThrow(/plain\.schema\.json/);
    expect(build).toThrow(/Instead: /);
  });
});
