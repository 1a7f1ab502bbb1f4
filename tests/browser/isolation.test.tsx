import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { createEngineBus } from '../../core/engine/events.ts';
import { resolveComposite } from '../../core/engine/render/composite.ts';
import { defineCard } from '../../core/engine/registry/define.ts';
import { createRegistry } from '../../core/engine/registry/registry.ts';
import { PanelView } from '../../core/engine/render/PanelView.tsx';
import { APP_PLUGINS } from '../../plugins/app-registry.ts';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

function Exploding(): never {
  throw new Error('card exploded');
}
const explodingCard = defineCard({
  title: 'exploding',
  schema: 'content-item',
  match: { types: ['boom'], listStyles: '*' },
  load: async () => ({ default: Exploding }),
});

const answer = {
  code: 200,
  data: [
    { id: 1, typeCode: 'test.unknown-panel', contents: [] },
    {
      id: 2,
      typeCode: 'core.list.content',
      contents: [
        { id: 10, title: '第一条正常新闻', listStyle: 0 },
        { id: 11, title: '会崩溃的卡片', type: 'boom', listStyle: 0 },
        { id: 12, listStyle: 0 },
        { id: 13, title: '第二条正常新闻', listStyle: 0 },
      ],
    },
  ],
};

async function renderFeed(preview: boolean) {
  const registry = createRegistry().register(...APP_PLUGINS, explodingCard);
  const bus = createEngineBus();
  const pluginErrors: string[] = [];
  bus.on('plugin:error', (e) => pluginErrors.push(e.pluginKey));
  const engine = testEngine({ registry, bus, preview });
  const panels = resolveComposite(registry.index, answer, bus);
  vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error; it is expected here.
  const screen = await render(
    <WithEngine engine={engine}>
      {panels.map((entry, i) => (
        <PanelView key={i} entry={entry} onOpen={() => {}} />
      ))}
    </WithEngine>,
  );
  return { screen, pluginErrors };
}

describe('isolation', () => {
  it('renders the rest of the page when a card throws, and reports the error on the bus', async () => {
    const { screen, pluginErrors } = await renderFeed(false);
    await expect.element(screen.getByText('第一条正常新闻')).toBeVisible();
    await expect.element(screen.getByText('第二条正常新闻')).toBeVisible();
    await vi.waitFor(() => expect(pluginErrors).toEqual(['card:boom:*']));
    expect(screen.container.querySelectorAll('[data-testid^="dropped"]')).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it('shows editors every dropped panel, dropped item and failed plugin in place (preview=1)', async () => {
    const { screen } = await renderFeed(true);
    await expect.element(screen.getByText('第二条正常新闻')).toBeVisible();
    // Labelled with name, id, typeCode and plugin; the reason in editors' words; the raw lines one tap away.
    const panel = screen.getByTestId('dropped-panel');
    await expect.element(panel.getByText('（无名称）')).toBeVisible();
    // The developers' details (typeCode, plugin) are one tap away, folded at first.
    await expect.element(panel.getByText('test.unknown-panel', { exact: true })).not.toBeVisible();
    await panel.getByText('开发者详情').click();
    await expect.element(panel.getByText('test.unknown-panel', { exact: true })).toBeVisible();
    await expect.element(panel.getByText('无插件', { exact: false })).toBeVisible();
    await expect.element(panel.getByText('应用里没有 test.unknown-panel 这种面板类型')).toBeVisible();
    await expect.element(panel).toHaveTextContent('no panel plugin for typeCode "test.unknown-panel"');
    const items = screen.getByTestId('dropped-item');
    const untitled = items.filter({ hasText: '"id": 12' });
    await expect.element(untitled.getByText('缺少标题')).toBeVisible();
    await expect.element(untitled).toHaveTextContent("(root) must have required property 'title'");
    await expect.element(items.filter({ hasText: 'exploding' })).toHaveTextContent('card exploded');
    expect(items.elements()).toHaveLength(2);
    vi.restoreAllMocks();
  });
});
