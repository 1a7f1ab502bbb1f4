import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { resolveItem, resolvePanel } from '../../core/engine/render/composite.ts';
import { CardView } from '../../core/engine/render/CardView.tsx';
import { PanelView } from '../../core/engine/render/PanelView.tsx';
import type { ContentItem } from '../../schemas/generated/types.ts';
import { createAppRegistry } from '../../plugins/app-registry.ts';
import { DEFAULT_THUMBNAIL } from '../../ui/thumb/Thumb.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

/** Pictures that always load (no server involved; a blob address has no comma to split on). */
const picture = (fill: string) =>
  URL.createObjectURL(new Blob([`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="${fill}"/></svg>`], { type: 'image/svg+xml' }));
const PICTURE = picture('#c33');
const SECOND_PICTURE = picture('#36c');

const { index } = createAppRegistry();
const engine = testEngine({ language: 'en' });

async function renderCard(raw: object) {
  const opened: ContentItem[] = [];
  const entry = resolveItem(index, raw, 'p');
  expect(entry.status).toBe('ok');
  const screen = await render(
    <WithEngine engine={engine}>
      <CardView entry={entry} panelId="p" onOpen={(item) => opened.push(item)} />
    </WithEngine>,
  );
  await expect.element(screen.getByTestId('card')).toBeVisible();
  return { screen, opened, card: screen.getByTestId('card').element() as HTMLElement };
}

describe('feed cards', () => {
  it('listStyle 3 shows three equal image boxes, reserved before loading, the missing one as the default image', async () => {
    const { card } = await renderCard({ id: 1, title: 'Orange isle in the mist', listStyle: 3, thumbnailUrl: `${PICTURE}, ${SECOND_PICTURE}` });
    const boxes = [...card.querySelectorAll('.card-three__row .thumb')].map((box) => box.getBoundingClientRect());
    expect(boxes).toHaveLength(3);
    for (const box of boxes) {
      expect(box.width).toBeCloseTo(boxes[0]!.width, 0);
      expect(box.height).toBeGreaterThan(0);
      expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
    }
    const images = [...card.querySelectorAll('.card-three__row img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([PICTURE, SECOND_PICTURE, DEFAULT_THUMBNAIL]);
    expect(images.map((img) => img.getAttribute('data-fallback'))).toEqual([null, null, 'true']);
    expect([...card.querySelectorAll('img')].every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('listStyle 5 shows a play mark and the duration as hh:mm:ss, the hours only when there are any', async () => {
    const long = await renderCard({ id: 2, title: 'Night lights over the river', listStyle: 5, thumbnailUrl: '/media/img/river.svg', playDuration: 3725 });
    await expect.element(long.screen.getByTestId('video-duration')).toHaveTextContent('01:02:05');
    await expect.element(long.screen.getByTestId('video-play')).toBeVisible();
    await expect.element(long.screen.getByRole('button')).toHaveAccessibleName(/Duration 01:02:05/);
  });

  it('listStyle 5 under an hour shows mm:ss, and no badge without a duration', async () => {
    const short = await renderCard({ id: 3, title: 'One minute of rules', listStyle: 5, thumbnailUrl: '/media/img/r.svg', playDuration: 59 });
    await expect.element(short.screen.getByTestId('video-duration')).toHaveTextContent('00:59');
  });

  it('shows tag types, named tags in the reader language, the label of newsType 4, and counts by the spec rules', async () => {
    const { card } = await renderCard({
      id: 4,
      title: 'Tagged',
      listStyle: 0,
      type: 'special',
      leftTag: '1',
      tag: '置顶',
      newsType: 4,
      label: 'City',
      source: 'Changsha Evening News',
      viewCountShow: 12345,
      commentCountShow: 1000,
    });
    const tags = [...card.querySelectorAll('.card-meta__tag')].map((tag) => tag.textContent);
    expect(tags).toEqual(['Hot', 'Top', 'City', 'Special']);
    expect(card.textContent).toContain('12.3K reads');
    expect(card.textContent).toContain('999+ comments');
    expect(card.textContent).toContain('Changsha Evening News');
  });

  it("shows the tags editors write as words (原创, 独家, 热, 新) in English, in the editor's outline", async () => {
    const tagsOf = async (leftTag: string, tag: string) => {
      const { card, screen } = await renderCard({ id: 44, title: 'Worded tags', listStyle: 0, leftTag, tag, source: '长沙晚报' });
      const tags = [...card.querySelectorAll('.card-meta__tag')];
      const shown = { texts: tags.map((badge) => badge.textContent), filled: tags.filter((badge) => badge.classList.contains('card-meta__tag--filled')).length };
      await screen.unmount();
      return shown;
    };
    expect(await tagsOf('原创', '独家')).toEqual({ texts: ['Original', 'Exclusive'], filled: 0 });
    expect(await tagsOf('热', '新')).toEqual({ texts: ['Hot', 'New'], filled: 0 });
    expect(await tagsOf(' 獨家 ', '首发')).toEqual({ texts: ['Exclusive', 'First release'], filled: 0 });
    // A word the app does not own stays as the editor wrote it (CMS text).
    expect(await tagsOf('两会', '')).toEqual({ texts: ['两会'], filled: 0 });
  });

  it('reads follow the view-count rule (no 999+ cap below ten thousand), comments the comment rule', async () => {
    const { card } = await renderCard({ id: 41, title: 'Read a lot', listStyle: 0, viewCountShow: 9938, commentCountShow: 9938 });
    expect(card.textContent).toContain('9938 reads');
    expect(card.textContent).toContain('999+ comments');
  });

  // Issue 29: the time and counts are never cut now; when even a cut source leaves no room, they go whole to a second line.
  it('keeps tags, time and both counts whole at phone width (the source gives way, then a second line)', async () => {
    const { card } = await renderCard({
      id: 42,
      title: 'Two tags and everything else',
      listStyle: 0,
      leftTag: '1',
      tag: '2',
      source: 'Changsha Evening News Group Digital Edition',
      showTime: new Date(Date.now() - 3 * 60_000).toISOString(),
      viewCountShow: 12345,
      commentCountShow: 88,
    });
    const meta = card.querySelector('.card-meta') as HTMLElement;
    const whole = [...meta.children].filter((child) => !child.classList.contains('card-meta__source'));
    for (const part of whole) expect(part.scrollWidth, part.textContent!).toBeLessThanOrEqual(part.clientWidth);
    const comments = [...meta.children].find((child) => child.textContent === '88 comments')!.getBoundingClientRect();
    expect(comments.right).toBeLessThanOrEqual(meta.getBoundingClientRect().right + 0.5);
  });

  it("an advert whose source only repeats its 'Ad' tag says 'Ad' once", async () => {
    const { card } = await renderCard({ id: 43, title: 'Spring sale', type: 'news_ad', listStyle: 1, source: '广告' });
    expect([...card.querySelectorAll('.card-meta > *')].map((part) => part.textContent)).toEqual(['Ad']);
  });

  it('a special overview opens /PlayBack?id={id}: a real link, and onOpen gets the item with that target', async () => {
    const opened: ContentItem[] = [];
    const entry = resolvePanel(index, {
      id: 48720,
      name: 'Replays',
      typeCode: 'news.special-overview',
      contents: [{ id: 930001, type: 'special', title: 'Two sessions 2026', brief: 'The city plans ahead.', thumbnailUrl: '/media/img/s.svg' }],
    });
    const screen = await render(
      <WithEngine engine={engine}>
        <PanelView entry={entry} onOpen={(item) => opened.push(item)} />
      </WithEngine>,
    );
    const link = screen.getByRole('link', { name: /Two sessions 2026/ });
    await expect.element(link).toHaveAttribute('href', '/PlayBack?id=930001');
    await link.click();
    expect(location.pathname).not.toBe('/PlayBack');
    expect(opened).toEqual([expect.objectContaining({ id: '930001', detailUrl: '/PlayBack?id=930001' })]);
  });

  it("a first-screen panel's lead picture loads at once and with priority; the rest, and later panels, lazily", async () => {
    const list = (id: number) =>
      resolvePanel(index, {
        id,
        name: 'News',
        typeCode: 'core.list.content',
        contents: [1, 2, 3].map((n) => ({ id: id * 10 + n, type: 'news_common', title: `Story ${n}`, listStyle: 1, thumbnailUrl: PICTURE })),
      });
    const screen = await render(
      <WithEngine engine={engine}>
        <div data-testid="first">
          <PanelView entry={list(1)} onOpen={() => {}} firstScreen />
        </div>
        <div data-testid="later">
          <PanelView entry={list(2)} onOpen={() => {}} />
        </div>
      </WithEngine>,
    );
    await expect.element(screen.getByTestId('first').getByTestId('card').nth(2)).toBeVisible();
    await expect.element(screen.getByTestId('later').getByTestId('card').nth(2)).toBeVisible();
    const loading = (group: string) =>
      [...screen.getByTestId(group).element().querySelectorAll('img')].map((img) => `${img.getAttribute('loading')}/${img.getAttribute('fetchpriority')}`);
    expect(loading('first')).toEqual(['eager/high', 'lazy/auto', 'lazy/auto']);
    expect(loading('later')).toEqual(['lazy/auto', 'lazy/auto', 'lazy/auto']);
  });

  it("a first-screen carousel loads its first slide's picture at once; the other slides lazily", async () => {
    const carousel = resolvePanel(index, {
      id: 7,
      name: 'Top',
      typeCode: 'core.carousel',
      config: { autoPlay: false },
      contents: [1, 2, 3].map((n) => ({ id: 70 + n, type: 'news_common', title: `Slide ${n}`, listStyle: 4, thumbnailUrl: PICTURE })),
    });
    const screen = await render(
      <WithEngine engine={engine}>
        <PanelView entry={carousel} onOpen={() => {}} firstScreen />
      </WithEngine>,
    );
    await expect.element(screen.getByText('Slide 1').first()).toBeInTheDocument();
    const slides = [...screen.container.querySelectorAll('[data-slide-index]')];
    expect(slides).toHaveLength(3);
    const loading = slides.map((slide) => slide.querySelector('img')?.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'lazy', 'lazy']);
  });
});
