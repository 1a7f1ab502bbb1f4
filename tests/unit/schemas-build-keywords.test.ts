import { describe, expect, it, vi } from 'vitest';
import { errorWords } from '../../core/engine/schema/error-words.ts';
import { nearestKeyword } from '../../scripts/schema-keywords.ts';
import type { Schema } from '../../scripts/schema-runtime.ts';
import { buildModule, importValidator } from '../support/compiled-schema.ts';

/**
 * Issue 30: what `npm run schemas:build` makes of a plugin's schema. A keyword either checks what it
 * says in the page's validators or stops the build saying what to write; nothing is ignored quietly.
 */
const FILE = 'plugins/panels/city-traffic/city-traffic.schema.json';
const build = (schema: Schema, messages = false) => buildModule([{ schema, file: FILE }], messages);

const panelWith = (field: Record<string, unknown>): Schema => ({
  $id: 'panel-guide-example-traffic',
  type: 'object',
  properties: { config: { type: 'object', properties: { field } } },
});

describe('schemas:build: format', () => {
  it('checks a format in the validators the page loads, worded alike for readers and editors', async () => {
    const schema = panelWith({ type: 'string', format: 'date-time' });
    const code = build(schema);
    expect(code).not.toMatch(/require\(/);
    for (const messages of [false, true]) {
      const validate = await importValidator(build(schema, messages), schema.$id);
      expect(validate({ config: { field: '2026-11-26T08:00:00+08:00' } })).toBe(true);
      expect(validate({ config: { field: 'yesterday' } })).toBe(false);
      expect(validate.errors?.map((error) => `${error.instancePath} ${errorWords(error)}`)).toEqual(['/config/field must match format "date-time"']);
    }
  });

  it('prints no warning when it compiles one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    build(panelWith({ type: 'string', format: 'uri' }));
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('stops the build on a format the validators cannot check, naming the file, the place and the formats they can', () => {
    expect(() => build(panelWith({ type: 'string', format: 'phone' }))).toThrow(
      new RegExp(`${FILE}: "format": "phone" at /properties/config/properties/field is not a format the validators check\\. Use one of .*date-time.*, or a "pattern"`),
    );
    // int32 is ajv-formats' too, but a function the page would have to load at run time.
    expect(() => build(panelWith({ type: 'number', format: 'int32' }))).toThrow(/"format": "int32" at \/properties\/config\/properties\/field/);
  });
});

describe('schemas:build: unknown keywords', () => {
  it('stops the build on a misspelt keyword, naming it, where it is and the keyword it probably means', () => {
    expect(() => build(panelWith({ type: 'string', minLenght: 1 }))).toThrow(
      `${FILE}: unknown keyword "minLenght" at /properties/config/properties/field: did you mean "minLength"? An unknown keyword checks nothing.`,
    );
  });

  it('names every unknown keyword at once', () => {
    const schema: Schema = { $id: 'card-quote', allOf: [{ $ref: 'content-item' }], requried: ['title'], properties: { title: { type: 'string', maxLenght: 40 } } };
    expect(() => build(schema)).toThrow(/unknown keyword "requried" at \(root\): did you mean "required"\?.*\n.*unknown keyword "maxLenght" at \/properties\/title: did you mean "maxLength"\?/);
  });

  it('takes property names, enum values, defaults and annotations as they are', () => {
    const schema: Schema = {
      $id: 'panel-odd-names',
      title: 'OddNamesPanel',
      description: 'names that look like keywords',
      type: 'object',
      required: ['minLenght'],
      properties: { minLenght: { type: 'string', enum: ['typ'], default: 'typ', examples: ['typ'] }, meta: { type: 'object', default: { colour: 'red' } } },
      definitions: { requried: { type: 'string' } },
    };
    expect(() => build(schema)).not.toThrow();
  });

  it.each([
    ['requried', 'required'],
    ['additionalProperty', 'additionalProperties'],
    ['maxitems', 'maxItems'],
    ['enums', 'enum'],
    ['Pattern', 'pattern'],
  ])('suggests for %s: %s', (word, keyword) => {
    expect(nearestKeyword(word)).toBe(keyword);
  });
});
