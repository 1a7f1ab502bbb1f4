import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { resolveComposite } from '../../core/engine/render/composite.ts';
import { PanelView } from '../../core/engine/render/PanelView.tsx';
import PreviewBanner from '../../ui/preview/PreviewBanner.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

/** Issue 16: preview says it is on, counts what the page left out or changed, and links to each. */
const answer = {
  code: 200,
  data: [
    { id: 1, name: '天气', typeCode: 'test.unknown-panel', contents: [] },
    {
      id: 2,
      typeCode: 'core.list.content',
      contents: [
        { id: 10, title: '正常新闻', listStyle: 0 },
        { id: 11, title: '草稿新闻', listStyle: 0, draft: 1 },
        { id: 12, listStyle: 0 },
        { id: 13, title: '没有版式的新闻', listStyle: 9 },
        { id: 14, title: '带坏字段的新闻', listStyle: 0, viewCountShow: { n: 1 } },
      ],
    },
  ],
};

async function renderPreview(data: unknown) {
  const engine = testEngine({ preview: true, language: 'en' });
  const panels = resolveComposite(engine.registry.index, data, engine.bus);
  return render(
    <WithEngine engine={engine}>
      <PreviewBanner />
      {panels.map((entry, i) => (
        <PanelView key={i} entry={entry} onOpen={() => {}} />
      ))}
    </WithEngine>,
  );
}

describe('preview banner', () => {
  it('counts panels and items left out, warned and drafts, and links to each', async () => {
    const screen = await renderPreview(answer);
    const banner = screen.getByTestId('preview-banner');
    await expect.element(banner.getByText('Preview is on')).toBeVisible();
    await expect.element(banner.getByText("Readers don't see 1 panel and 2 items")).toBeVisible();
    await expect.element(banner.getByText('0 panels and 1 item shown without unusable fields')).toBeVisible();
    await expect.element(banner.getByText('1 draft shown')).toBeVisible();
    await banner.getByText('Go to each').click();
    const links = banner.getByRole('link').elements().filter((link) => link.getAttribute('href')?.startsWith('#preview-'));
    expect(links.map((link) => link.textContent)).toEqual(['天气', '草稿新闻', '(no title)', '没有版式的新闻', '带坏字段的新闻']);
    for (const link of links) expect(document.getElementById(link.getAttribute('href')?.slice(1) ?? '')).not.toBeNull();
  });

  it('marks a draft and explains what was left out in editors\' words', async () => {
    const screen = await renderPreview(answer);
    await expect.element(screen.getByTestId('draft-mark')).toHaveTextContent('Draft');
    await expect.element(screen.getByText('The app has no layout 9 (content type news_common)')).toBeVisible();
    await expect.element(screen.getByText('Missing: title')).toBeVisible();
    await expect.element(screen.getByText('The app has no panel type test.unknown-panel')).toBeVisible();
  });

  it('says everything was shown when nothing was left out', async () => {
    const screen = await renderPreview({ code: 200, data: [{ id: 2, typeCode: 'core.list.content', contents: [{ id: 10, title: '正常新闻', listStyle: 0 }] }] });
    await expect.element(screen.getByText('正常新闻')).toBeVisible();
    await expect.element(screen.getByText('Readers see everything on this page')).toBeVisible();
  });
});
