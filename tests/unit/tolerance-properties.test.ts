import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEngineBus } from '../../core/engine/events.ts';
import { CmsAnswerError, resolveComposite, resolveItem, resolvePanel } from '../../core/engine/render/composite.ts';
import { createAppRegistry } from '../../plugins/app-registry.ts';
import { pluginsWithFixtures } from '../support/plugin-fixtures.ts';
import { anyJson, compositeAnswer, FUZZ_SEED, PROTOTYPE_WORDS } from '../support/cms-answers.ts';
import { requiredFields } from '../support/schema-needs.ts';

/**
 * Issue 11, field-level tolerance as properties (fast-check, fixed seed): a field a plugin does not
 * need, of any type, or any unknown field, never costs the panel or item; no generated answer makes
 * resolution throw.
 */
const { index } = createAppRegistry();
const ONE_RUN = { seed: FUZZ_SEED, numRuns: 200 };

const withField = (value: unknown, field: string, next: unknown): Record<string, unknown> => {
  const copy = structuredClone(value) as Record<string, unknown>;
  Object.defineProperty(copy, field, { value: next, enumerable: true, writable: true, configurable: true });
  return copy;
};

/** Fields whose value picks the plugin: changing them picks another plugin (or none), not a drop by type. */
const DISPATCH_FIELDS = { card: ['type', 'listStyle'], panel: ['typeCode'] } as const;

const cases = pluginsWithFixtures().flatMap(({ plugin, fixture }) =>
  plugin.kind === 'card' || plugin.kind === 'panel' ? (fixture?.valid ?? []).map((example, n) => ({ plugin, example: example as Record<string, unknown>, n })) : [],
);

describe('a field the plugin does not need never drops it', () => {
  it('has fixtures for every card and panel', () => {
    expect(cases.length).toBeGreaterThanOrEqual(10);
  });

  for (const { plugin, example, n } of cases) {
    const kind = plugin.kind as 'card' | 'panel';
    const needed = new Set([...requiredFields(plugin.schema), ...DISPATCH_FIELDS[kind]]);
    const resolve = (value: unknown) => (kind === 'card' ? resolveItem(index, value, '1') : resolvePanel(index, value));
    const keyOf = (entry: ReturnType<typeof resolve>) => (entry.status !== 'ok' ? null : 'card' in entry ? entry.card.key : entry.plugin.key);

    it(`${plugin.key} (fixture ${n}): any type in a field it does not need, or any unknown field`, () => {
      const before = resolve(example);
      expect(before.status).toBe('ok');
      const optional = Object.keys(example).filter((field) => !needed.has(field));
      const field = fc.oneof(
        ...(optional.length > 0 ? [fc.constantFrom(...optional)] : []),
        fc.string({ minLength: 1, maxLength: 12 }).filter((name) => !needed.has(name) && !(name in example)),
        fc.constantFrom(...PROTOTYPE_WORDS.filter((word) => !needed.has(word))),
      );
      fc.assert(
        fc.property(fc.array(fc.tuple(field, anyJson), { minLength: 1, maxLength: 4 }), (changes) => {
          const changed = changes.reduce<Record<string, unknown>>((value, [name, next]) => withField(value, name, next), example);
          const after = resolve(changed);
          if (after.status !== 'ok') throw new Error(`dropped: ${JSON.stringify(after.errors)}`);
          expect(keyOf(after)).toBe(keyOf(before));
        }),
        ONE_RUN,
      );
    });
  }
});

describe('resolution never throws', () => {
  it('10,000 generated answers: panels and items are resolved or dropped, never an exception', () => {
    const bus = createEngineBus();
    const count = { answers: 0, refused: 0, panels: 0, panelDrops: 0, itemDrops: 0, panelWarnings: 0, itemWarnings: 0 };
    bus.on('panel:dropped', () => count.panelDrops++);
    bus.on('item:dropped', () => count.itemDrops++);
    bus.on('panel:warned', () => count.panelWarnings++);
    bus.on('item:warned', () => count.itemWarnings++);
    fc.assert(
      fc.property(fc.oneof({ weight: 9, arbitrary: compositeAnswer }, { weight: 1, arbitrary: anyJson }), (raw) => {
        count.answers++;
        try {
          count.panels += resolveComposite(index, raw, bus).length;
        } catch (error) {
          // The one failure an answer may cause: it is not a usable answer at all.
          if (!(error instanceof CmsAnswerError)) throw error;
          count.refused++;
        }
      }),
      { seed: FUZZ_SEED, numRuns: 10_000 },
    );
    console.info('[fuzz] resolution', JSON.stringify(count));
    expect(count.panels).toBeGreaterThan(10_000);
    expect(count.panels - count.panelDrops).toBeGreaterThan(1_000);
  }, 120_000);
});
