import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { resolveComposite } from '../../core/engine/render/composite.ts';
import type { Language } from '../../core/engine/i18n/i18n.ts';
import { PanelView } from '../../core/engine/render/PanelView.tsx';
import { installPluginTitles } from '../../core/engine/render/usePluginTitles.ts';
import { PLUGIN_TITLES } from '../../plugins/plugin-titles.ts';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

/** Issue 30: preview's placeholders speak an editor's language first; the developers' details are one tap away. */
const answer = {
  code: 200,
  data: [
    { id: 1, name: '路况提醒', typeCode: 'core.list.contnet', contents: [] },
    { id: 2, typeCode: 'core.list.content', contents: [{ id: 12, listStyle: 4, thumbnailUrl: '' }] },
  ],
};

async function renderPreview(language: Language) {
  installPluginTitles(PLUGIN_TITLES);
  const engine = testEngine({ preview: true, language });
  const panels = resolveComposite(engine.registry.index, answer, engine.bus);
  return render(
    <WithEngine engine={engine}>
      {panels.map((entry, i) => (
        <PanelView key={i} entry={entry} onOpen={() => {}} />
      ))}
    </WithEngine>,
  );
}

describe("preview's placeholders in editors' words", () => {
  it('say what readers see, what is wrong, what to do and whom to ask; the typeCode and validator lines stay folded', async () => {
    const screen = await renderPreview('zh-CN');
    const panel = screen.getByTestId('dropped-panel');
    await expect.element(panel.getByText('读者看不到这个面板：页面跳过了它')).toBeVisible();
    await expect.element(panel.getByText('应用里没有 core.list.contnet 这种面板类型')).toBeVisible();
    await expect.element(panel.getByText('是不是想用 core.list.content？')).toBeVisible();
    await expect.element(panel.getByText('请换成应用能显示的面板类型或版式。')).toBeVisible();
    await expect.element(panel.getByText('需要新的面板类型或版式，请联系 App 开发组。')).toBeVisible();
    // The developers' details: one tap away, not in the way.
    const raw = panel.getByText(/no panel plugin for typeCode/);
    await expect.element(raw).not.toBeVisible();
    await panel.getByText('开发者详情').click();
    await expect.element(raw).toBeVisible();

    const item = screen.getByTestId('dropped-item');
    await expect.element(item.getByText('读者看不到这条内容：列表跳过了它')).toBeVisible();
    await expect.element(item.getByText('缺少标题')).toBeVisible();
    await expect.element(item.getByText('请在 CMS 中补上缺少的内容，然后重新发布。')).toBeVisible();
    await item.getByText('开发者详情').click();
    // The plugin that would have shown it, by its Chinese name.
    await expect.element(item.getByText(/插件: 大图 \(card:\*:4\)/)).toBeVisible();
  });

  it('speak English with lang=en, in sentence case', async () => {
    const screen = await renderPreview('en');
    await expect.element(screen.getByTestId('dropped-item').getByText('Missing: title')).toBeVisible();
    await expect.element(screen.getByTestId('dropped-panel').getByText('Did you mean core.list.content?')).toBeVisible();
  });
});
