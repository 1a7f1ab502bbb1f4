import { describe, expect, it } from 'vitest';
import type { Plugin } from '../../core/engine/registry/types.ts';
import { APP_PLUGINS, createAppRegistry } from '../../plugins/app-registry.ts';
import { fixtureChanges } from '../support/fixture-honesty.ts';

/**
 * Issue 30 item 3: the registry contract fails a `valid` example that validation changed, naming the
 * fields, so a fixture cannot lose half its data and stay green.
 */
const { index } = createAppRegistry();
const pluginOf = (key: string): Plugin => {
  const plugin = APP_PLUGINS.find((p) => p.key === key);
  if (!plugin) throw new Error(`no plugin ${key}`);
  return plugin;
};
const listPanel = pluginOf(APP_PLUGINS.find((p) => p.kind === 'panel' && p.typeCode === 'core.list.content')!.key);
const textCard = pluginOf(APP_PLUGINS.find((p) => p.kind === 'card' && p.key.endsWith(':0'))!.key);
const item = { id: 900031, title: '长沙发布今冬供暖保障方案', listStyle: 0, source: '长沙发布' };

describe('a valid example as the plugin receives it', () => {
  it('is unchanged when written as the CMS sends it, in any of its spellings', () => {
    expect(fixtureChanges(index, textCard, item)).toEqual([]);
    expect(fixtureChanges(index, textCard, { ...item, id: '900031', viewCountShow: '12', listStyle: '0', thumbnailUrl: ['/media/img/a.svg', '/media/img/b.svg'] })).toEqual([]);
  });

  it('names each field the repair removed or replaced', () => {
    expect(fixtureChanges(index, textCard, { ...item, title: true, source: { name: '长沙发布' }, viewCountShow: 'many' })).toEqual([
      'title: true → "true"',
      'source: {"name":"长沙发布"} → removed',
      'viewCountShow: "many" → removed',
    ]);
  });

  it("names a panel's items left out and its items' changed fields", () => {
    const panel = { id: 48662, name: '要闻', typeCode: 'core.list.content', config: { autoPlay: 'sometimes' }, contents: [item, { id: 900032, listStyle: 1 }, { ...item, id: 900033, source: 7 }] };
    expect(fixtureChanges(index, listPanel, panel)).toEqual([
      'config.autoPlay: "sometimes" → removed',
      expect.stringMatching(/^contents\[1\]: left out \(invalid\): .*title/),
      // 7 → "7" is the same value spelt otherwise: only a real change is named.
    ]);
  });
});
