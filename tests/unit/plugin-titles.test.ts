import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/engine/i18n/i18n.ts';
import { openerReason, pluginTitle } from '../../core/engine/registry/plugin-titles.ts';
import type { ContentItem } from '../../schemas/generated/types.ts';
import { APP_PLUGINS } from '../../plugins/app-registry.ts';
import { PLUGIN_TITLES } from '../../plugins/plugin-titles.ts';

const CONTEXTS = [
  { deviceId: 'd', loggedIn: true, liveToken: 't' },
  { deviceId: null, loggedIn: false, liveToken: null },
];

/** Issue 30: editors read plugin names and openers' reasons in their language, not the developers' English. */
describe("plugins' titles for editors", () => {
  it('every registered plugin has a title in the three languages, and Chinese ones are Chinese', () => {
    const missing = APP_PLUGINS.flatMap((plugin) => LANGUAGES.filter((language) => !PLUGIN_TITLES.get(plugin.key)?.title[language]?.trim()).map((language) => `${plugin.key} ${language}`));
    expect(missing).toEqual([]);
    const notChinese = APP_PLUGINS.filter((plugin) => !/\p{Script=Han}/u.test(PLUGIN_TITLES.get(plugin.key)?.title['zh-CN'] ?? ''));
    expect(notChinese.map((plugin) => plugin.key)).toEqual([]);
    expect(pluginTitle(PLUGIN_TITLES, APP_PLUGINS.find((p) => p.key === 'panel:core.list.content')!, 'zh-CN')).toBe('竖排列表');
  });

  it("every reason an opener gives for going nowhere has Chinese words", () => {
    const bare = [{ id: '', title: 't' }, { id: '9', title: 't', externalUrl: 'javascript:alert(1)' }];
    const reasons = new Set<string>();
    for (const plugin of APP_PLUGINS) {
      if (plugin.kind !== 'opener') continue;
      for (const type of plugin.types === '*' ? ['unlisted'] : plugin.types) {
        for (const item of bare) {
          for (const context of CONTEXTS) {
            const action = plugin.decide({ ...item, type } as ContentItem, context);
            if (action.kind === 'none' && action.reason) reasons.add(action.reason);
          }
        }
      }
    }
    expect(reasons.size).toBeGreaterThan(3);
    expect([...reasons].filter((reason) => openerReason(PLUGIN_TITLES, reason, 'zh-CN') === reason)).toEqual([]);
    expect(openerReason(PLUGIN_TITLES, 'item has neither detailUrl nor externalUrl', 'zh-TW')).toBe('它既沒有詳情地址也沒有外部地址');
  });
});
