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

describe("the readers' validators carry no annotations", () => {
  const annotated: SchemaSource = {
    schema: {
      $id: 'story',
      title: 'Story',
      description: 'Words for people reading the schema.',
      type: 'object',
      required: ['title'],
      properties: {
        // A property named as an annotation is data: it stays, and stays required.
        title: { type: ['string', 'null'], description: 'The headline.' },
        parts: { type: 'array', items: { $comment: 'one part', type: 'string' } },
      },
    },
    file: 'schemas/story.schema.json',
  };

  it("leaves the words out of the readers' set, and keeps them in the editors'", () => {
    const readers = validatorsModule([annotated], exportName, { messages: false });
    expect(readers).not.toMatch(/Words for people|The headline|one part|"Story"/);
    expect(validatorsModule([annotated], exportName, { messages: true })).toMatch(/Words for people/);
  });

  it('validates as before: a property named title is still required and typed', async () => {
    const { validate_story: validate } = await importModule(validatorsModule([annotated], exportName, { messages: false }));
    expect(validate?.({ title: '长沙', parts: ['a'] })).toBe(true);
    expect(validate?.({ parts: ['a'] })).toBe(false);
    expect(validate?.errors?.[0]?.keyword).toBe('required');
    expect(validate?.({ title: {}, parts: [] })).toBe(false);
    expect(validate?.errors?.[0]?.keyword).toBe('type');
  });
});
