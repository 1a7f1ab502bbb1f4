import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { resolveItem } from '../../core/engine/render/composite.ts';
import type { Notice } from '../../core/engine/http/notices.ts';
import type { RequestFn } from '../../core/engine/http/request.ts';
import { CardView } from '../../core/engine/render/CardView.tsx';
import type { ContentItem } from '../../schemas/generated/types.ts';
import { createAppRegistry } from '../../plugins/app-registry.ts';
import { recordingNotices, testEngine, WithEngine } from '../support/render-engine.tsx';

const { index } = createAppRegistry();
const img = (n: number) => `/media/img/dyn-t-${n}.svg`;
const post = (extra: object) => ({
  id: '400100',
  type: 'dynamic',
  title: '湘江边的晚霞',
  issuerId: '3',
  issuerName: '湘江夜游人',
  showTime: '2026-11-24 18:30:00',
  belongTopicName: '#城市漫步#',
  topicContentId: '501',
  groupId: '60',
  groupName: '星城摄影圈',
  likeCountShow: 5,
  ...extra,
});

/** The like and follow calls answered as the CMS does; the login check answers `loggedIn`, the reader is `me`. */
async function renderPost(raw: object, { answer = (): unknown => ({ code: 200, data: 1 }), loggedIn = true, me = '99' } = {}) {
  const calls: { path: string; params: unknown }[] = [];
  const notices: Notice[] = [];
  const opened: ContentItem[] = [];
  const request: RequestFn = async (path, options) => {
    calls.push({ path, params: options?.params });
    return answer();
  };
  const engine = testEngine({
    language: 'en',
    services: (_bus, page) => ({ request, notices: recordingNotices(notices), session: { ...page.session, userId: () => me, requireLogin: async () => loggedIn } }),
  });
  const entry = resolveItem(index, raw, 'p1');
  expect(entry.status).toBe('ok');
  const screen = await render(
    <WithEngine engine={engine}>
      <div style={{ width: '390px' }}>
        <CardView entry={entry} panelId="p1" onOpen={(item) => opened.push(item)} />
      </div>
    </WithEngine>,
  );
  return { screen, calls, notices, opened };
}

describe('dynamic card (spec 2 §2)', () => {
  it('lays three pictures out in a grid of three equal columns on one row', async () => {
    const { screen } = await renderPost(post({ imagesUrl: [1, 2, 3].map(img).join(',') }));
    await expect.element(screen.getByTestId('dynamic-images')).toHaveAttribute('data-layout', 'grid');
    const boxes = screen.getByRole('button', { name: /Picture \d of 3/ }).elements().map((e) => e.getBoundingClientRect());
    expect(boxes).toHaveLength(3);
    expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
    expect(Math.abs((boxes[0]?.width ?? 0) - (boxes[2]?.width ?? 1))).toBeLessThan(1);
    expect(Math.abs((boxes[0]?.width ?? 0) - (boxes[0]?.height ?? 1))).toBeLessThan(1);
  });

  it('lays four pictures out two by two, and two side by side', async () => {
    const four = await renderPost(post({ id: '400101', imagesUrl: [1, 2, 3, 4].map(img).join(',') }));
    await expect.element(four.screen.getByTestId('dynamic-images')).toHaveAttribute('data-layout', 'four');
    const rows = four.screen.getByRole('button', { name: /Picture \d of 4/ }).elements().map((e) => Math.round(e.getBoundingClientRect().top));
    expect(new Set(rows).size).toBe(2);
  });

  it('shows a tall picture (height over 812, above its width) standing, marked long image', async () => {
    const { screen } = await renderPost(post({ imagesUrl: img(1), width: 600, height: 1400 }));
    await expect.element(screen.getByTestId('dynamic-images')).toHaveAttribute('data-tall', 'true');
    await expect.element(screen.getByText('Long image')).toBeVisible();
    const box = screen.getByRole('button', { name: 'Picture 1 of 1' }).element().getBoundingClientRect();
    expect(box.height).toBeGreaterThan(box.width);
  });

  it('shows a wide single picture at its own ratio, not marked', async () => {
    const { screen } = await renderPost(post({ imagesUrl: img(2), width: 1080, height: 720 }));
    await expect.element(screen.getByTestId('dynamic-images')).toHaveAttribute('data-layout', 'one');
    expect(screen.getByTestId('dynamic-images').element().hasAttribute('data-tall')).toBe(false);
    const box = screen.getByRole('button', { name: 'Picture 1 of 1' }).element().getBoundingClientRect();
    expect(box.width).toBeGreaterThan(box.height);
  });

  it('folds a text taller than 100 px, and expand and collapse toggle it', async () => {
    const long = '周末沿着湘江绿道骑行了一整天，从橘子洲大桥出发，经过杜甫江阁、渔湾码头，一路向北到月亮岛。'.repeat(4);
    const { screen } = await renderPost(post({ title: long }));
    const text = screen.getByTestId('dynamic-text');
    await expect.element(screen.getByRole('button', { name: 'Expand' })).toBeVisible();
    expect(text.element().getBoundingClientRect().height).toBeLessThanOrEqual(100);
    await screen.getByRole('button', { name: 'Expand' }).click();
    await expect.poll(() => text.element().getBoundingClientRect().height).toBeGreaterThan(100);
    await expect.element(screen.getByRole('button', { name: 'Collapse' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('leaves a short text whole, with no expand control', async () => {
    const { screen } = await renderPost(post({ title: '短短一句' }));
    await expect.element(screen.getByText('短短一句')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Expand' }).query()).toBeNull();
  });

  it('shows its label, topic and group; each part opens its own target through the openers', async () => {
    const { screen, opened } = await renderPost(post({ label: 'essence' }));
    await expect.element(screen.getByText('Essence')).toBeVisible();
    await screen.getByRole('button', { name: '#城市漫步#' }).click();
    await screen.getByRole('button', { name: '星城摄影圈' }).click();
    // Named by what it shows (the author, the time), so voice control finds it; where it goes is its description.
    const author = screen.getByRole('button', { name: /^湘江夜游人/ });
    await expect.element(author).toHaveAccessibleDescription('Home page');
    await author.click();
    await screen.getByTestId('dynamic-text').click();
    expect(opened.map((item) => [item.type, item.id])).toEqual([
      ['community.topic', '501'],
      ['community.group', '60'],
      ['community.user', '3'],
      ['dynamic', '400100'],
    ]);
  });

  it('likes with type dynamic behind the login check, and follow flips only after the server agreed', async () => {
    let agree = true;
    const { screen, calls, notices } = await renderPost(post({}), { answer: () => (agree ? { code: 200, data: 1 } : { code: 500, message: 'busy' }) });
    await screen.getByTestId('dynamic-like').click();
    await expect.element(screen.getByTestId('dynamic-like')).toHaveAttribute('aria-pressed', 'true');
    await expect.element(screen.getByTestId('dynamic-like')).toHaveTextContent('6');
    expect(calls[0]).toEqual({ path: '/api/cms/client/like/likeOrCancel', params: { targetId: '400100', type: 'dynamic' } });
    agree = false;
    await screen.getByRole('button', { name: 'Follow 湘江夜游人' }).click();
    await vi.waitFor(() => expect(notices).toEqual([{ kind: 'toast', text: { raw: 'busy' } }]));
    await expect.element(screen.getByRole('button', { name: 'Follow 湘江夜游人' })).toBeVisible();
    agree = true;
    await screen.getByRole('button', { name: 'Follow 湘江夜游人' }).click();
    await expect.element(screen.getByRole('button', { name: 'Followed 湘江夜游人' })).toBeVisible();
  });

  it('never offers to follow on the reader’s own post, and embeds the vote of a vote post', async () => {
    const vote = { activityId: 7101, type: '1', voteTotal: 3, end: false, items: [{ id: 1, title: '喜欢', viewValue: 2 }, { id: 2, title: '一般', viewValue: 1 }] };
    const { screen } = await renderPost(post({ subType: 'vote', extend: { vote } }), { me: '3' });
    await expect.element(screen.getByTestId('dynamic-vote')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: '喜欢' })).toBeVisible();
    expect(screen.getByRole('button', { name: /follow/i }).query()).toBeNull();
  });
});
