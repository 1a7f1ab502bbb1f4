import '../../src/styles.css';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import AllCommentsPage from '../../src/pages/comments/AllCommentsPage.tsx';
import CommentDetailPage from '../../src/pages/comments/CommentDetailPage.tsx';
import { HotComments } from '../../src/pages/comments/HotComments.tsx';
import { commentCms } from './comments-cms-stand-in.ts';
import { NOW, renderComments, toastTexts } from './comments-support.tsx';

const CONTENT = 100007;

describe('/allComment?id= (spec 2 §2)', () => {
  it('pages the comments by 30 and ends with the bottom line', async () => {
    const cms = commentCms(NOW);
    for (let i = 0; i < 35; i++) cms.add(CONTENT, null);
    const { screen } = await renderComments(<AllCommentsPage />, cms, { path: `/allComment?id=${CONTENT}` });
    await expect.element(screen.getByRole('heading', { name: '全部评论' })).toBeVisible();
    await expect.poll(() => screen.getByTestId('comment').elements().length).toBe(30);
    screen.getByTestId('load-more').element().scrollIntoView();
    await expect.poll(() => screen.getByTestId('comment').elements().length).toBe(35);
    await expect.element(screen.getByText('我是有底线的')).toBeVisible();
    expect(cms.callsTo('/comment/getCommentWithReply').map((c) => c.params.pageIndex)).toEqual([1, 2]);
    expect(cms.callsTo('/comment/getCommentWithReply').every((c) => c.params.pageSize === 30)).toBe(true);
  });

  it("an answer to a reply reads 'A replied to B' in English (the 'Reply' button keeps its capital)", async () => {
    const cms = commentCms(NOW);
    const parent = cms.add(CONTENT, null, { nickname: '天心阁下' });
    cms.add(CONTENT, parent.id, { nickname: '浏阳河边', replyTo: '岳麓书生', text: '同意', created: NOW });
    const { screen } = await renderComments(<AllCommentsPage />, cms, { path: `/allComment?id=${CONTENT}`, language: 'en' });
    await expect.element(screen.getByTestId('reply').first()).toHaveTextContent('浏阳河边replied to岳麓书生');
    await expect.element(screen.getByRole('button', { name: 'Reply to 天心阁下' })).toHaveTextContent('Reply');
  });

  it("says 'No news ID' without an id", async () => {
    const { screen } = await renderComments(<AllCommentsPage />, commentCms(NOW), { path: '/allComment', language: 'en' });
    await expect.element(screen.getByRole('alert')).toHaveTextContent('No news ID');
  });
});

describe('the reply modal (spec 2 §2, §5)', () => {
  it('lists the replies of one comment and limits the reply box to 120, shown as a counter', async () => {
    const cms = commentCms(NOW);
    const parent = cms.add(CONTENT, null, { nickname: '梅溪湖畔', text: '父评论' });
    cms.add(CONTENT, parent.id, { text: '已有的回复', created: NOW });
    const { screen } = await renderComments(<HotComments contentId={String(CONTENT)} />, cms);
    await screen.getByRole('button', { name: '回复 梅溪湖畔' }).click();
    const dialog = screen.getByRole('dialog');
    await expect.element(dialog.getByRole('heading')).toHaveTextContent('全部回复（1）');
    await expect.element(dialog.getByTestId('reply-list').getByText('已有的回复')).toBeVisible();
    const box = dialog.getByRole('textbox');
    await expect.element(dialog.getByTestId('composer-counter')).toHaveTextContent('0/120');
    await box.fill('长'.repeat(130));
    await expect.element(box).toHaveValue('长'.repeat(120));
    await expect.element(dialog.getByTestId('composer-counter')).toHaveTextContent('120/120');
    await dialog.getByRole('button', { name: '发布' }).click();
    await expect.poll(() => cms.callsTo('/comment/addUserReply').map((c) => c.params)).toEqual([{ id: parent.id, reply: '长'.repeat(120) }]);
  });

  it('gives official replies a badge and no reply link', async () => {
    const cms = commentCms(NOW);
    const parent = cms.add(CONTENT, null, { nickname: '天心阁下' });
    cms.add(CONTENT, parent.id, { nickname: '长沙发布', official: true, text: '官方的回答', created: NOW - 10 });
    cms.add(CONTENT, parent.id, { nickname: '浏阳河边', text: '普通回复', created: NOW });
    const { screen } = await renderComments(<HotComments contentId={String(CONTENT)} />, cms);
    await screen.getByRole('button', { name: '回复 天心阁下' }).click();
    const rows = screen.getByRole('dialog').getByTestId('reply-list').getByTestId('reply');
    await expect.element(rows.first()).toHaveAttribute('data-official', 'true');
    await expect.element(rows.first().getByText('官方', { exact: true })).toBeVisible();
    expect(rows.first().getByRole('button').query()).toBeNull();
    await expect.element(rows.nth(1).getByRole('button', { name: '回复 浏阳河边' })).toBeVisible();
  });
});

describe('/commentDetails?id=&pcommentId= (spec 2 §2, §4, §9)', () => {
  function seeded(replies: number) {
    const cms = commentCms(NOW);
    const parent = cms.add(CONTENT, null, { nickname: '坡子街吃货', text: '这是父评论' });
    for (let i = 1; i <= replies; i++) cms.add(CONTENT, parent.id, { text: `回复${i}`, created: NOW - 100_000 + i });
    return { cms, parent };
  }

  it('shows the parent comment, the reply count, 9 replies first and then 10 at a time', async () => {
    const { cms, parent } = seeded(25);
    const { screen } = await renderComments(<CommentDetailPage />, cms, { path: `/commentDetails?id=${CONTENT}&pcommentId=${parent.id}` });
    await expect.element(screen.getByText('这是父评论')).toBeVisible();
    await expect.element(screen.getByTestId('reply-total')).toHaveTextContent('全部回复（25）');
    const count = () => screen.getByTestId('reply-list').getByTestId('reply').elements().length;
    await expect.poll(count).toBe(9);
    // 'More' is a link to the replies after those shown (issue 32); a tap loads them in place.
    const more = screen.getByRole('link', { name: '查看更多回复' });
    await expect.element(more).toHaveAttribute('href', `/commentDetails?id=${CONTENT}&pcommentId=${parent.id}&after=9%7E`);
    await more.click();
    await expect.poll(count).toBe(19);
    await expect.element(more).toHaveAttribute('href', `/commentDetails?id=${CONTENT}&pcommentId=${parent.id}&after=19%7E`);
    await more.click();
    await expect.poll(count).toBe(25);
    expect(more.query()).toBeNull();
    // One reply list call of 50 served all three pages.
    expect(cms.callsTo('/comment/getReplyList').map((c) => c.params.pageSize)).toEqual([50]);
  });

  it('replies to the parent comment when no reply was chosen, and to a reply when one was', async () => {
    const { cms, parent } = seeded(2);
    const { screen, notices } = await renderComments(<CommentDetailPage />, cms, { path: `/commentDetails?id=${CONTENT}&pcommentId=${parent.id}` });
    const box = screen.getByRole('textbox');
    await box.fill('直接回复');
    await screen.getByRole('button', { name: '发布' }).click();
    await expect.poll(() => cms.callsTo('/comment/addUserReply').map((c) => c.params)).toEqual([{ id: parent.id, reply: '直接回复' }]);
    const second = cms.rows.find((r) => r.text === '回复2');
    await screen.getByTestId('reply-list').getByRole('button', { name: `回复 ${second?.nickname}` }).click();
    await expect.element(box).toHaveAttribute('placeholder', `回复 ${second?.nickname}`);
    await userEvent.type(box, '回复第二条');
    await screen.getByRole('button', { name: '发布' }).click();
    await expect.poll(() => cms.callsTo('/comment/addUserReply').at(-1)?.params).toEqual({ id: second?.id, reply: '回复第二条' });
    expect(toastTexts(notices)).toEqual(['comments.published', 'comments.published']);
  });

  it('says the comment does not exist for an unknown pcommentId', async () => {
    const { screen } = await renderComments(<CommentDetailPage />, commentCms(NOW), { path: `/commentDetails?id=${CONTENT}&pcommentId=424242`, language: 'en' });
    await expect.element(screen.getByRole('alert')).toHaveTextContent('The comment does not exist');
  });

  it("pages a legacy comment's replies by the last id, 9 then 10 (getReply)", async () => {
    const { cms, parent } = seeded(12);
    const { screen } = await renderComments(<CommentDetailPage />, cms, { path: `/commentDetails?id=${CONTENT}&pcommentId=${parent.id}&api=legacy` });
    const count = () => screen.getByTestId('reply-list').getByTestId('reply').elements().length;
    await expect.poll(count).toBe(9);
    const ninth = cms.rows.find((r) => r.text === '回复9');
    const more = screen.getByRole('link', { name: '查看更多回复' });
    await expect.element(more).toHaveAttribute('href', `/commentDetails?id=${CONTENT}&pcommentId=${parent.id}&api=legacy&after=9%7E${ninth?.id}`);
    await more.click();
    await expect.poll(count).toBe(12);
    const pages = cms.callsTo('/news/getReply').map((c) => [c.params.pageSize, c.params.discussId ?? null]);
    expect(pages).toEqual([
      [9, null],
      [10, ninth?.id],
    ]);
    expect(more.query()).toBeNull();
  });

  it("an address after a page of replies shows the next ones, 10 then 10 (issue 32: 'more' without scripts)", async () => {
    const { cms, parent } = seeded(60);
    const { screen } = await renderComments(<CommentDetailPage />, cms, { path: `/commentDetails?id=${CONTENT}&pcommentId=${parent.id}&after=45~` });
    const texts = () => screen.getByTestId('reply-list').getByTestId('reply').elements().map((row) => row.textContent ?? '');
    await expect.poll(() => texts().length).toBe(10);
    expect(texts()[0]).toContain('回复46');
    expect(texts()[9]).toContain('回复55');
    await expect.element(screen.getByTestId('reply-total')).toHaveTextContent('全部回复（60）');
    // The ten cross into the reply list's second call of 50, which serves the rest too.
    expect(cms.callsTo('/comment/getReplyList').map((c) => c.params.pageIndex)).toEqual([1, 2]);
    await screen.getByRole('link', { name: '查看更多回复' }).click();
    await expect.poll(() => texts().length).toBe(15);
    expect(texts()[14]).toContain('回复60');
    expect(screen.getByRole('link', { name: '查看更多回复' }).query()).toBeNull();
    expect(cms.callsTo('/comment/getReplyList')).toHaveLength(2);
  });

  it("a legacy comment's address after a page of replies goes on after the last one's id", async () => {
    const { cms, parent } = seeded(25);
    const ninth = cms.rows.find((r) => r.text === '回复9');
    const { screen } = await renderComments(<CommentDetailPage />, cms, { path: `/commentDetails?id=${CONTENT}&pcommentId=${parent.id}&api=legacy&after=9~${ninth?.id}` });
    const texts = () => screen.getByTestId('reply-list').getByTestId('reply').elements().map((row) => row.textContent ?? '');
    await expect.poll(() => texts().length).toBe(10);
    expect(texts()[0]).toContain('回复10');
    expect(cms.callsTo('/news/getReply').map((c) => [c.params.pageSize, c.params.discussId ?? null])).toEqual([[10, ninth?.id]]);
    const nineteenth = cms.rows.find((r) => r.text === '回复19');
    await expect.poll(() => screen.getByRole('link', { name: '查看更多回复' }).element().getAttribute('href')).toMatch(new RegExp(`&after=19%7E${nineteenth?.id}$`));
  });

  it("says 'Publish failed, please retry' when the legacy CMS refuses a reply", async () => {
    const { cms, parent } = seeded(1);
    cms.state.refuseLegacyPublish = true;
    const { screen, notices } = await renderComments(<CommentDetailPage />, cms, { path: `/commentDetails?id=${CONTENT}&pcommentId=${parent.id}&api=legacy`, language: 'en' });
    await screen.getByRole('textbox').fill('a reply');
    await screen.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => toastTexts(notices)).toEqual(['comments.publishFailed']);
  });
});
