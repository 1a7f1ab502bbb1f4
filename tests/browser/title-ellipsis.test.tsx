import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { resolveItem, resolvePanel } from '../../core/engine/render/composite.ts';
import { CardView } from '../../core/engine/render/CardView.tsx';
import { PanelView } from '../../core/engine/render/PanelView.tsx';
import { TitleBar } from '../../ui/title-bar/TitleBar.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

/**
 * Issue 29 item 9, at 390 px: a title the layout cuts ends in '…' (line-clamp or text-overflow),
 * never mid-word on a bare edge. Video screens show video tiles and thumbnail cards; the picture
 * and video pages' bars show the title on one line.
 */
const LONG_TITLE = '视频｜橘子洲周末焰火表演恢复，观赏攻略请收好：最佳观赏点、交通管制与返程地铁加开班次一文读懂';
const engine = testEngine();

/** The element is cut (its text runs past its box) and shows an ellipsis where it is cut. */
function expectCutWithEllipsis(title: HTMLElement) {
  const style = getComputedStyle(title);
  // -webkit-line-clamp ends its last line in '…' (Chromium reports the clamped box as flow-root).
  const clamped = /^\d+$/.test(style.webkitLineClamp) && style.overflowY === 'hidden';
  const oneLine = style.textOverflow === 'ellipsis' && style.whiteSpace === 'nowrap';
  expect(clamped || oneLine, `${title.className}: line-clamp ${style.webkitLineClamp}, text-overflow ${style.textOverflow}`).toBe(true);
  if (clamped) expect(title.scrollHeight, 'the long title is clamped').toBeGreaterThan(title.clientHeight);
  else expect(title.scrollWidth, 'the long title is cut').toBeGreaterThan(title.clientWidth);
}

describe('clamped titles end in an ellipsis (issue 29 item 9)', () => {
  it('a video tile clamps its title to two lines with an ellipsis', async () => {
    const entry = resolvePanel(engine.registry.index, {
      id: 48701,
      name: '视频',
      typeCode: 'search.video-grid',
      contents: [{ id: 100221, type: 'news_video', title: LONG_TITLE, listStyle: 5, playDuration: 90, thumbnailUrl: '/media/img/v.svg' }],
    });
    const screen = await render(
      <WithEngine engine={engine}>
        <PanelView entry={entry} onOpen={() => {}} />
      </WithEngine>,
    );
    await expect.element(screen.getByText(LONG_TITLE)).toBeVisible();
    expectCutWithEllipsis(screen.getByText(LONG_TITLE).element() as HTMLElement);
  });

  it('a thumbnail card clamps its title to two lines with an ellipsis', async () => {
    const entry = resolveItem(engine.registry.index, { id: 100222, title: LONG_TITLE, listStyle: 1, thumbnailUrl: '/media/img/t.svg' }, 'p');
    const screen = await render(
      <WithEngine engine={engine}>
        <CardView entry={entry} panelId="p" onOpen={() => {}} />
      </WithEngine>,
    );
    await expect.element(screen.getByText(LONG_TITLE)).toBeVisible();
    expectCutWithEllipsis(screen.getByText(LONG_TITLE).element() as HTMLElement);
  });

  it("a page's title bar (pictures, video detail) cuts a long title with an ellipsis", async () => {
    const screen = await render(
      <WithEngine engine={engine}>
        <TitleBar title={LONG_TITLE} documentTitle={false} />
      </WithEngine>,
    );
    await expect.element(screen.getByRole('heading', { name: LONG_TITLE })).toBeVisible();
    expectCutWithEllipsis(screen.getByRole('heading', { name: LONG_TITLE }).element() as HTMLElement);
  });
});
