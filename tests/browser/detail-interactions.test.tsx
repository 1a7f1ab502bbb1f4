import { describe, expect, it } from 'vitest';
import { CONFIRM_ANIMATION_MS } from '../../src/pages/details/useInteractions.ts';
import { watchCondition } from '../support/condition-span.ts';
import { nextFrames } from '../support/next-frame.ts';
import { detailCms, newsItem, renderDetail } from './detail-support.tsx';


describe('like and favourite (spec 2 §4)', () => {
  it('checks login first: a reader who does not log in sends nothing', async () => {
    const cms = detailCms([newsItem(100001)]);
    const { screen, logins } = await renderDetail(cms, { path: '/details?newsId=100001', loggedIn: false });
    await screen.getByTestId('action-like').click();
    await expect.poll(() => logins.length).toBe(1);
    await nextFrames(); // the declined login's answer has been acted on
    expect(cms.callsTo('/like/')).toEqual([]);
    await expect.element(screen.getByTestId('like-count')).toHaveTextContent('10');
  });

  it('likes: the count rises by one, the button shows it, a 2.5 s confirmation plays and the points task is reported', async () => {
    const cms = detailCms([newsItem(100001)]);
    const { screen } = await renderDetail(cms, { path: '/details?newsId=100001' });
    const like = screen.getByTestId('action-like');
    await expect.element(like).toHaveAttribute('aria-pressed', 'false');
    const confirming = watchCondition(() => like.query()?.classList.contains('is-confirming') ?? false);
    await like.click();
    await expect.element(screen.getByTestId('like-count')).toHaveTextContent('11');
    await expect.element(like).toHaveAttribute('aria-pressed', 'true');
    await expect.element(like).toHaveClass('is-confirming');
    expect(cms.callsTo('/like/likeOrCancel')[0]).toEqual({ path: '/api/cms/client/like/likeOrCancel', method: 'POST', params: { targetId: '100001', type: 'news_common' } });
    await expect.poll(() => cms.callsTo('/points/report').map((c) => c.params.integralType)).toEqual(['earn_general_likes_news']);
    // The confirmation plays its 2.5 s (timed from the class's own coming and going), then stops.
    await expect.poll(() => confirming.ended(), { timeout: CONFIRM_ANIMATION_MS + 5000 }).not.toBeNull();
    expect(confirming.ended()! - confirming.began()!).toBeGreaterThanOrEqual(CONFIRM_ANIMATION_MS - 600);
    await expect.element(like).not.toHaveClass('is-confirming');
  });

  it('unlikes: the count falls by one, no points, no confirmation', async () => {
    const cms = detailCms([newsItem(100001, { whetherLike: true, likeCountShow: 10 })]);
    const { screen } = await renderDetail(cms, { path: '/details?newsId=100001' });
    const like = screen.getByTestId('action-like');
    await expect.element(like).toHaveAttribute('aria-pressed', 'true');
    await like.click();
    await expect.element(screen.getByTestId('like-count')).toHaveTextContent('9');
    await expect.element(like).toHaveAttribute('aria-pressed', 'false');
    expect(like.element().classList.contains('is-confirming')).toBe(false);
    expect(cms.callsTo('/points/report')).toEqual([]);
  });

  it('never shows a count below zero', async () => {
    const cms = detailCms([newsItem(100001, { whetherLike: true, likeCountShow: 0 })]);
    const { screen } = await renderDetail(cms, { path: '/details?newsId=100001' });
    await screen.getByTestId('action-like').click();
    await expect.element(screen.getByTestId('action-like')).toHaveAttribute('aria-pressed', 'false');
    await expect.element(screen.getByTestId('like-count')).toHaveTextContent('0');
  });

  it('reads true/false answers as well as 1/0', async () => {
    const cms = detailCms([newsItem(100001)], { likeAnswer: 'boolean' });
    const { screen } = await renderDetail(cms, { path: '/details?newsId=100001' });
    await screen.getByTestId('action-like').click();
    await expect.element(screen.getByTestId('like-count')).toHaveTextContent('11');
  });

  it("says 'Like failed' when the server refuses without a message, and keeps the state", async () => {
    const cms = detailCms([newsItem(100001)]);
    cms.answerWith('/like/likeOrCancel', () => ({ code: 500, message: null, data: null }));
    const { screen, notices } = await renderDetail(cms, { path: '/details?newsId=100001' });
    await screen.getByTestId('action-like').click();
    await expect.poll(() => notices).toContainEqual({ kind: 'toast', text: { key: 'detail.likeFailed' } });
    await expect.element(screen.getByTestId('like-count')).toHaveTextContent('10');
    await expect.element(screen.getByTestId('action-like')).toHaveAttribute('aria-pressed', 'false');
  });

  it('favours (true/false answers) and reports its points task through the app inside it', async () => {
    const cms = detailCms([newsItem(100001, { favorCountShow: 0 })]);
    const { screen, native } = await renderDetail(cms, { path: '/details?newsId=100001', insideApp: true });
    const favourite = screen.getByTestId('action-favourite');
    await favourite.click();
    await expect.element(screen.getByTestId('favourite-count')).toHaveTextContent('1');
    await expect.element(favourite).toHaveAttribute('aria-pressed', 'true');
    expect(cms.callsTo('/favor/addOrCancelFavor')[0]?.params).toEqual({ contentId: '100001', type: 'news_common' });
    await expect.poll(() => native.points).toEqual([{ integralType: 'earn_general_favorites_news' }]);
    expect(cms.callsTo('/points/report')).toEqual([]);
    await favourite.click();
    await expect.element(screen.getByTestId('favourite-count')).toHaveTextContent('0');
  });

  it('reports a points task once a day, whatever the reader toggles', async () => {
    const cms = detailCms([newsItem(100001)]);
    const { screen } = await renderDetail(cms, { path: '/details?newsId=100001' });
    const like = screen.getByTestId('action-like');
    for (const count of ['11', '10', '11']) {
      await like.click();
      await expect.element(screen.getByTestId('like-count')).toHaveTextContent(count);
    }
    // Reported after the first like (whenever the busy machine gets to it), and only then.
    await expect.poll(() => cms.callsTo('/points/report').length).toBe(1);
  });
});

describe('follow (spec 2 §4)', () => {
  const dynamic = (extra: Record<string, unknown> = {}) => newsItem(400002, { type: 'dynamic', createBy: '2', issuerName: '岳麓书生', ...extra });

  it("toggles between 'follow' and 'followed' once the server agreed", async () => {
    const cms = detailCms([dynamic()]);
    const { screen } = await renderDetail(cms, { path: '/details?newsId=400002', userId: '1' });
    await screen.getByRole('button', { name: 'Follow' }).click();
    await expect.element(screen.getByRole('button', { name: 'Followed' })).toBeVisible();
    await screen.getByRole('button', { name: 'Followed' }).click();
    await expect.element(screen.getByRole('button', { name: 'Follow' })).toBeVisible();
    expect(cms.callsTo('/sys/user/me/').map((c) => c.path)).toEqual(['/api/sys/user/me/follow/2', '/api/sys/user/me/unfollow/2']);
  });

  it("is not shown on the reader's own content", async () => {
    const { screen } = await renderDetail(detailCms([dynamic()]), { path: '/details?newsId=400002', userId: '2' });
    await expect.element(screen.getByText('岳麓书生')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Follow' }).query()).toBeNull();
  });
});

describe('the action bar (spec 2 §2)', () => {
  it("says 'Commenting forbidden' when the content forbids comments", async () => {
    const { screen, notices } = await renderDetail(detailCms([newsItem(100001, { disableComment: true })]), { path: '/details?newsId=100001' });
    await screen.getByRole('button', { name: 'Write a comment' }).first().click();
    await expect.poll(() => notices).toContainEqual({ kind: 'toast', text: { key: 'comments.forbidden' } });
  });
});
