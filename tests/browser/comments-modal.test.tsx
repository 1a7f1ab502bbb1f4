import '../../src/styles.css';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { CommentModalHost } from '../../src/pages/comments/CommentModalHost.tsx';
import { openCommentModal } from '../../src/pages/comments/comment-modal.ts';
import { HotComments } from '../../src/pages/comments/HotComments.tsx';
import { SHEET_ANIMATION_MS } from '../../ui/sheet/Sheet.tsx';
import { commentCms } from './comments-cms-stand-in.ts';
import { NOW, renderComments, toastTexts } from './comments-support.tsx';

const CONTENT = 100005;
const han = (n: number) => '长'.repeat(n);

function Page() {
  return (
    <>
      <button type="button">文章里的按钮</button>
      <CommentModalHost />
    </>
  );
}

async function openModal(cms = commentCms(NOW), options: { loggedIn?: boolean; contentId?: number } = {}) {
  const rendered = await renderComments(<Page />, cms, options);
  const opener = rendered.screen.getByRole('button', { name: '文章里的按钮' });
  (opener.element() as HTMLElement).focus();
  openCommentModal(rendered.engine.bus, String(options.contentId ?? CONTENT));
  const dialog = rendered.screen.getByRole('dialog');
  await expect.element(dialog).toBeVisible();
  return { ...rendered, cms, dialog, opener };
}

describe('the slide-up comment modal (spec 2 §2, §9)', () => {
  it('slides up in 0.3 s to 80vh and lists the comments', async () => {
    const cms = commentCms(NOW);
    cms.add(CONTENT, null, { text: '第一条评论' });
    const { dialog } = await openModal(cms);
    await expect.element(dialog).toHaveAttribute('aria-modal', 'true');
    await expect.element(dialog.getByText('第一条评论')).toBeVisible();
    const panel = dialog.element() as HTMLElement;
    expect(getComputedStyle(panel).transitionDuration).toBe('0.3s');
    await expect.poll(() => panel.getBoundingClientRect().height).toBeCloseTo(window.innerHeight * 0.8, 0);
    await expect.poll(() => Math.round(panel.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    expect(cms.callsTo('/comment/getCommentWithReply')[0]?.params).toMatchObject({ contentId: CONTENT, pageIndex: 1, pageSize: 30 });
  });

  it('closes on Escape and gives focus back', async () => {
    const { screen, opener } = await openModal();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => screen.getByRole('dialog').query()).toBeNull();
    expect(document.activeElement).toBe(opener.element());
  });

  it('closes on a tap on the backdrop, after its 0.3 s', async () => {
    const { screen } = await openModal();
    const backdrop = document.querySelector<HTMLElement>('[data-testid="sheet-backdrop"]');
    const tapped = performance.now();
    backdrop?.click();
    await expect.poll(() => screen.getByRole('dialog').query()).toBeNull();
    expect(performance.now() - tapped).toBeGreaterThanOrEqual(SHEET_ANIMATION_MS - 20);
  });

  it('keeps focus inside: the page behind is inert and Tab wraps around', async () => {
    const { dialog, opener } = await openModal();
    expect(opener.element().closest<HTMLElement>('[inert]')).not.toBeNull();
    const buttons = dialog.element().querySelectorAll<HTMLElement>('button, input');
    const last = buttons[buttons.length - 1];
    last?.focus();
    await userEvent.tab();
    expect(dialog.element().contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(buttons[0]);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });

  it("refuses an empty comment with 'Please enter comment content' and sends nothing", async () => {
    const { dialog, cms } = await openModal();
    await dialog.getByRole('button', { name: '发布' }).click();
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('请输入评论内容');
    await dialog.getByRole('textbox').fill('   ');
    await dialog.getByRole('button', { name: '发布' }).click();
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('请输入评论内容');
    expect(cms.callsTo('/comment/add')).toEqual([]);
  });

  it("counts characters: 51 gives 'At most 50 characters can be commented', 50 are published", async () => {
    const { dialog, cms, notices } = await openModal();
    const box = dialog.getByRole('textbox');
    await box.fill(han(51));
    await expect.element(dialog.getByTestId('composer-counter')).toHaveTextContent('51/50');
    await dialog.getByRole('button', { name: '发布' }).click();
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('最多只能评论50个字');
    expect(cms.callsTo('/comment/add')).toEqual([]);
    await box.fill(han(50));
    await dialog.getByRole('button', { name: '发布' }).click();
    await expect.poll(() => cms.callsTo('/comment/add').map((c) => c.params)).toEqual([{ contentId: CONTENT, content: han(50) }]);
    await expect.poll(() => toastTexts(notices)).toEqual(['comments.published']);
    await expect.element(box).toHaveValue('');
  });

  it('asks for a login before publishing and sends nothing without one', async () => {
    const { dialog, cms, logins } = await openModal(commentCms(NOW), { loggedIn: false });
    await dialog.getByRole('textbox').fill('想说的话');
    await dialog.getByRole('button', { name: '发布' }).click();
    await expect.poll(() => logins).toEqual(['asked']);
    expect(cms.callsTo('/comment/add')).toEqual([]);
    await expect.element(dialog.getByRole('textbox')).toHaveValue('想说的话');
  });

  it("answers a comment through 'reply', and forgets the target when the input loses focus", async () => {
    const cms = commentCms(NOW);
    const parent = cms.add(CONTENT, null, { nickname: '橘洲晨跑', text: '被回复的评论' });
    const { dialog } = await openModal(cms);
    await dialog.getByRole('button', { name: '回复 橘洲晨跑' }).click();
    const box = dialog.getByRole('textbox');
    await expect.element(box).toHaveAttribute('placeholder', '回复 橘洲晨跑');
    await expect.element(box).toHaveFocus();
    (box.element() as HTMLElement).blur();
    await expect.element(box).toHaveAttribute('placeholder', '写评论');
    await dialog.getByRole('button', { name: '回复 橘洲晨跑' }).click();
    await box.fill('我同意');
    await dialog.getByRole('button', { name: '发布' }).click();
    await expect.poll(() => cms.callsTo('/comment/addUserReply').map((c) => c.params)).toEqual([{ id: parent.id, reply: '我同意' }]);
    expect(cms.callsTo('/comment/add')).toEqual([]);
  });

  it('sends a reply to an inline reply without an id to its parent comment (spec 2 §4)', async () => {
    const cms = commentCms(NOW);
    const parent = cms.add(CONTENT, null, { text: '父评论' });
    cms.add(CONTENT, parent.id, { nickname: '岳麓书生', text: '一条回复', created: NOW });
    // This CMS sends replies without their ids.
    const withoutIds: typeof cms = {
      ...cms,
      request: async (path, options) => {
        const answer = (await cms.request(path, options)) as { data?: { records?: { reply?: { replyList?: { id?: unknown }[] } }[] } };
        answer.data?.records?.forEach((record) => record.reply?.replyList?.forEach((reply) => delete reply.id));
        return answer;
      },
    };
    const { dialog } = await openModal(withoutIds);
    await dialog.getByTitle('回复 岳麓书生').click();
    await dialog.getByRole('textbox').fill('回复那条回复');
    await dialog.getByRole('button', { name: '发布' }).click();
    await expect.poll(() => cms.callsTo('/comment/addUserReply').map((c) => c.params)).toEqual([{ id: parent.id, reply: '回复那条回复' }]);
  });

  it('reloads the list 2 s after publishing, not before', async () => {
    // Its own content: the publishes of earlier tests reload their lists 2 s later, too.
    const quiet = CONTENT + 1;
    const cms = commentCms(NOW);
    cms.add(quiet, null, { text: '旧评论' });
    const { screen, dialog } = await openModal(cms, { contentId: quiet });
    await expect.element(dialog.getByText('旧评论')).toBeVisible();
    const listCalls = () => cms.callsTo('/comment/getCommentWithReply').length;
    const before = listCalls();
    await dialog.getByRole('textbox').fill('新评论');
    // Timed from before the tap: what is measured is never shorter than what the page waited.
    const published = performance.now();
    await dialog.getByRole('button', { name: '发布' }).click();
    await expect.poll(() => cms.callsTo('/comment/add').length).toBe(1);
    await expect.poll(listCalls, { timeout: 5000, interval: 20 }).toBe(before + 1);
    expect(performance.now() - published).toBeGreaterThanOrEqual(1990);
    await expect.element(screen.getByRole('dialog').getByText('新评论')).toBeVisible();
    expect(listCalls()).toBe(before + 1);
  });

  it("shows 'Commenting forbidden' instead of the input when the content forbids comments", async () => {
    const cms = commentCms(NOW);
    const { screen, engine } = await renderComments(
      <>
        <HotComments contentId={String(CONTENT)} disableComment />
      </>,
      cms,
    );
    openCommentModal(engine.bus, String(CONTENT));
    const dialog = screen.getByRole('dialog');
    await expect.element(dialog.getByText('禁止评论')).toBeVisible();
    expect(dialog.getByRole('textbox').query()).toBeNull();
  });
});
