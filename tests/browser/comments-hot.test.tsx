import '../../src/styles.css';
import { describe, expect, it } from 'vitest';
import { HotComments } from '../../src/pages/comments/HotComments.tsx';
import { commentCms } from './comments-cms-stand-in.ts';
import { NOW, renderComments } from './comments-support.tsx';

const CONTENT = 100003;

describe('Hot comments on the detail page (spec 2 §2)', () => {
  it('shows at most 6 and links "More comments" to /allComment?id= when there are more than 5', async () => {
    const cms = commentCms(NOW);
    for (let i = 0; i < 8; i++) cms.add(CONTENT, null);
    const { screen } = await renderComments(<HotComments contentId={String(CONTENT)} />, cms);
    await expect.element(screen.getByRole('heading', { name: '热门评论' })).toBeVisible();
    await expect.poll(() => screen.getByTestId('comment').elements().length).toBe(6);
    await expect.element(screen.getByRole('link', { name: '更多评论' })).toHaveAttribute('href', `/allComment?id=${CONTENT}`);
    expect(cms.callsTo('/comment/getCommentByContent')[0]?.params).toMatchObject({ contentId: CONTENT, pageIndex: 1, pageSize: 6 });
  });

  it('shows 5 comments without "More comments"', async () => {
    const cms = commentCms(NOW);
    for (let i = 0; i < 5; i++) cms.add(CONTENT, null);
    const { screen } = await renderComments(<HotComments contentId={String(CONTENT)} />, cms);
    await expect.poll(() => screen.getByTestId('comment').elements().length).toBe(5);
    expect(screen.getByText('更多评论').query()).toBeNull();
  });

  it("invites the first comment when there is none: 'No comments yet, come grab the sofa'", async () => {
    const { screen } = await renderComments(<HotComments contentId={String(CONTENT)} />, commentCms(NOW), { language: 'en' });
    await expect.element(screen.getByText('No comments yet, come grab the sofa')).toBeVisible();
  });

  it('shows a pinned tag on isTop comments, the time by the reader rule and the like count by the count rule', async () => {
    const cms = commentCms(NOW);
    cms.add(CONTENT, null, { text: '普通评论', created: NOW - 5 * 60_000 });
    cms.add(CONTENT, null, { text: '置顶评论', isTop: true, likes: 1234, created: NOW - 3 * 3_600_000 });
    const { screen } = await renderComments(<HotComments contentId={String(CONTENT)} />, cms);
    const pinned = screen.getByTestId('comment').first();
    await expect.element(pinned).toHaveTextContent('置顶评论');
    await expect.element(pinned.getByText('置顶', { exact: true })).toBeVisible();
    await expect.element(pinned).toHaveTextContent('3小时前');
    await expect.element(pinned).toHaveTextContent('999+');
    await expect.element(screen.getByTestId('comment').nth(1)).toHaveTextContent('5分钟前');
    expect(screen.getByTestId('comment').nth(1).getByText('置顶', { exact: true }).query()).toBeNull();
  });

  it('shows 2 replies inline, an official one with its badge, and "expand" to /commentDetails when there are more', async () => {
    const cms = commentCms(NOW);
    const parent = cms.add(CONTENT, null, { text: '有回复的评论' });
    cms.add(CONTENT, parent.id, { nickname: '长沙发布', official: true, text: '感谢关注', created: NOW - 1000 });
    cms.add(CONTENT, parent.id, { text: '第二条回复', created: NOW - 900 });
    cms.add(CONTENT, parent.id, { text: '第三条回复', created: NOW - 800 });
    const lonely = cms.add(CONTENT, null, { text: '两条回复的评论', created: NOW - 10 * 60_000 });
    cms.add(CONTENT, lonely.id, { text: 'a', created: NOW - 700 });
    cms.add(CONTENT, lonely.id, { text: 'b', created: NOW - 600 });
    const { screen } = await renderComments(<HotComments contentId={String(CONTENT)} />, cms);
    const first = screen.getByTestId('comment').first();
    await expect.element(first.getByText('感谢关注')).toBeVisible();
    expect(first.getByTestId('reply').elements()).toHaveLength(2);
    expect(first.getByText('第三条回复').query()).toBeNull();
    await expect.element(first.getByTestId('reply').first().getByText('官方')).toBeVisible();
    await expect.element(first.getByRole('link', { name: /展开/ })).toHaveAttribute('href', `/commentDetails?id=${CONTENT}&pcommentId=${parent.id}`);
    expect(screen.getByTestId('comment').nth(1).getByRole('link', { name: /展开/ }).query()).toBeNull();
  });

  it("says 'Commenting forbidden' and offers no reply when the content disables comments", async () => {
    const cms = commentCms(NOW);
    cms.add(CONTENT, null);
    const { screen } = await renderComments(<HotComments contentId={String(CONTENT)} disableComment />, cms, { language: 'en' });
    await expect.element(screen.getByText('Commenting forbidden')).toBeVisible();
    await expect.element(screen.getByTestId('comment')).toBeVisible();
    expect(screen.getByRole('button', { name: /Reply to/ }).query()).toBeNull();
  });

  it('reads the legacy app shape too (newSort list, getReply for the inline replies)', async () => {
    const cms = commentCms(NOW);
    const parent = cms.add(CONTENT, null, { text: '旧版评论' });
    cms.add(CONTENT, parent.id, { text: '旧版回复', created: NOW });
    const { screen } = await renderComments(<HotComments contentId={String(CONTENT)} api="legacy" />, cms);
    await expect.element(screen.getByText('旧版评论')).toBeVisible();
    await expect.element(screen.getByText('旧版回复')).toBeVisible();
    expect(cms.calls.map((c) => c.path)).toEqual([`/api/app/v1/home/news/${CONTENT}/comments/newSort`, '/api/app/v1/home/news/getReply']);
  });
});
