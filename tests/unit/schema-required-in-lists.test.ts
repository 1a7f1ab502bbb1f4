import { describe, expect, it } from 'vitest';
import { validateTolerantWith } from '../../core/engine/schema/tolerant.ts';
import type { Schema } from '../../scripts/schema-runtime.ts';
import type { CompiledValidator } from '../../schemas/validator-types.ts';
import { buildModule, importValidator, projectSchemas } from '../support/compiled-schema.ts';

/**
 * The rule docs/plugins.md states for required fields inside a list in `config`, on its own example:
 * an element that lacks what its `items` require leaves the list alone; the panel goes only when the
 * list it requires has nothing usable left (`minItems: 1`).
 */
const cityTraffic: Schema = {
  // Not the guide's own $id: a developer following the guide may have a real panel-city-traffic.
  $id: 'panel-guide-example-traffic',
  title: 'CityTrafficPanel',
  allOf: [{ $ref: 'panel' }],
  required: ['config'],
  properties: {
    config: {
      type: 'object',
      required: ['alerts'],
      properties: {
        alerts: {
          type: 'array',
          minItems: 1,
          items: { type: 'object', required: ['road'], properties: { road: { type: 'string', minLength: 1 }, level: { type: 'integer' } } },
        },
      },
    },
  },
};

const panel = (alerts: unknown[]) => ({ id: 9000301, name: '路况提醒', typeCode: 'city.traffic', config: { alerts }, contents: [] });

let validate: CompiledValidator | undefined;
async function check(alerts: unknown[]) {
  validate ??= await importValidator(buildModule([...projectSchemas(), { schema: cityTraffic, file: 'city-traffic.schema.json' }]), cityTraffic.$id);
  return validateTolerantWith<ReturnType<typeof panel>>(validate, panel(alerts));
}

describe('required fields inside a list in config', () => {
  it('take out the element that lacks one, and the panel shows the others', async () => {
    const result = await check([{ road: '五一大道', level: 2 }, { level: 3 }, { road: '', level: 1 }, { road: '芙蓉路' }]);
    expect(result.ok && result.value.config.alerts).toEqual([{ road: '五一大道', level: 2 }, { road: '芙蓉路' }]);
    // One warning per element taken out (an empty road is unusable, so its element lacks one).
    expect(result.warnings).toHaveLength(3);
    for (const warning of result.warnings) expect(warning).toMatch(/^\/config\/alerts\/\d+.*road.*\(removed\)$/);
  }, 30_000); // compiles every schema of the project once

  it('drop the panel when the list it requires has no usable element left', async () => {
    const result = await check([{ level: 3 }]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.at(-1)).toBe("(root) must have required property 'config'");
    expect(await check([])).toMatchObject({ ok: false });
  });
});
