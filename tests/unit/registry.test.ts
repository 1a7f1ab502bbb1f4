import { describe, expect, it } from 'vitest';
import { decideCard, decideOpener, decidePanel, decidePlayer } from '../../core/engine/registry/dispatch.ts';
import { defineCard, defineOpener, definePanel } from '../../core/engine/registry/define.ts';
import { createRegistry, DuplicatePluginError } from '../../core/engine/registry/registry.ts';
import { readyToRetry, RetryableFailure } from '../../core/engine/retryable.ts';
import { createAppRegistry } from '../../plugins/app-registry.ts';

const noComponent = () => Promise.resolve({ default: () => null });
const card = (types: readonly string[] | '*', listStyles: readonly (number | null)[] | '*', title = 'card') =>
  defineCard({ title, schema: 'content-item', match: { types, listStyles }, load: noComponent });

describe('registry', () => {
  it('refuses a typeCode registered twice, naming both plugins', () => {
    const a = definePanel({ title: 'a', typeCode: 'core.list.content', schema: 'panel', load: noComponent });
    const b = definePanel({ title: 'b', typeCode: 'core.list.content', schema: 'panel', load: noComponent });
    expect(() => createRegistry().register(a, b)).toThrow(DuplicatePluginError);
  });

  it('refuses a card whose (type, listStyle) slot another card holds, even when only one pair overlaps', () => {
    expect(() => createRegistry().register(card('*', [1, 2]), card('*', [2, 3]))).toThrow(/slot "\*\|2"/);
  });

  it('refuses a plugin naming a schema that was never compiled', () => {
    const bad = definePanel({ title: 'x', typeCode: 'x', schema: 'no-such' as never, load: noComponent });
    expect(() => createRegistry().register(bad)).toThrow(/unknown schema "no-such"/);
  });

  it('takes the plugins that join later on the first ask for them, once; a failed load stays failed until a retry', async () => {
    const joining = card('*', '*', 'later');
    let loads = 0;
    let fail = true;
    const registry = createRegistry(async () => {
      loads += 1;
      if (fail) throw new Error('chunk failed');
      return [joining];
    });
    expect(registry.index.cards.size).toBe(0);
    const failure: unknown = await registry.complete().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RetryableFailure);
    expect((failure as Error).cause).toEqual(new Error('chunk failed'));
    expect(decideCard(registry.index, 'news_common', 1).kind).toBe('unsupported');
    fail = false;
    // What asks again before a retry (a render woken by the failure) reads the same failure.
    await expect(registry.complete()).rejects.toBe(failure);
    expect(loads).toBe(1);
    readyToRetry(failure);
    await registry.complete();
    await registry.complete();
    expect(loads).toBe(2);
    expect(decideCard(registry.index, 'news_common', 1)).toMatchObject({ kind: 'matched', plugin: joining });
    // Settled, React's `use` reads it at once: no suspension once the plugins are there.
    expect(registry.complete()).toMatchObject({ status: 'fulfilled' });
    expect(createRegistry().complete()).toMatchObject({ status: 'fulfilled' });
  });

  it('answers "unsupported" for unknown keys instead of throwing', () => {
    const { index } = createRegistry();
    expect(decidePanel(index, 'test.unknown-panel')).toEqual({ kind: 'unsupported', key: 'panel:test.unknown-panel' });
    expect(decidePanel(index, undefined).kind).toBe('unsupported');
    expect(decideCard(index, 'news_common', 9)).toEqual({ kind: 'unsupported', key: 'card:news_common:9' });
    expect(decideOpener(index, 'video').kind).toBe('unsupported');
    expect(decidePlayer(index, 'hls').kind).toBe('unsupported');
  });

  it('picks the most specific card: type+style, then type, then style, then anything', () => {
    const exact = card(['news_ad'], [4], 'exact');
    const byType = card(['news_ad'], '*', 'byType');
    const byStyle = card('*', [4], 'byStyle');
    const fallback = card('*', '*', 'fallback');
    const { index } = createRegistry().register(exact, byType, byStyle, fallback);
    const title = (type: string, style: number | null) => {
      const d = decideCard(index, type, style);
      return d.kind === 'matched' ? d.plugin.title : d.kind;
    };
    expect(title('news_ad', 4)).toBe('exact');
    expect(title('news_ad', 1)).toBe('byType');
    expect(title('news_common', 4)).toBe('byStyle');
    expect(title('news_common', 0)).toBe('fallback');
  });

  it('treats an unset listStyle as its own slot (the thumbnail card takes 1, 2 and unset)', () => {
    const { index } = createAppRegistry();
    for (const style of [1, 2, null, undefined]) {
      const d = decideCard(index, 'news_common', style);
      expect(d.kind === 'matched' && d.plugin.title).toMatch(/thumbnail/);
    }
    const zero = decideCard(index, 'news_common', 0);
    expect(zero.kind === 'matched' && zero.plugin.title).toMatch(/Text only/);
  });

  it('falls back to the "*" opener for unlisted types', () => {
    const fallback = defineOpener({ title: 'default', schema: 'content-item', types: '*', decide: () => ({ kind: 'none', reason: 'x' }) });
    const video = defineOpener({ title: 'video', schema: 'content-item', types: ['video'], decide: () => ({ kind: 'route', path: '/video' }) });
    const { index } = createRegistry().register(fallback, video);
    const got = decideOpener(index, 'video');
    expect(got.kind === 'matched' && got.plugin.title).toBe('video');
    const other = decideOpener(index, 'brand_new_type');
    expect(other.kind === 'matched' && other.plugin.title).toBe('default');
  });

  it('keeps registries independent (an instance, not a module global)', () => {
    const a = createAppRegistry();
    const b = createAppRegistry();
    expect(a.all().length).toBeGreaterThan(0);
    expect(a.index).not.toBe(b.index);
  });
});
