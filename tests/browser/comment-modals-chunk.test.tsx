import '../../src/styles.css';
import { describe, expect, it, vi } from 'vitest';
import { CommentModalHost } from '../../src/pages/comments/CommentModalHost.tsx';
import { openCommentModal } from '../../src/pages/comments/comment-modal.ts';
import { commentCms } from './comments-cms-stand-in.ts';
import { NOW, renderComments, toastTexts } from './comments-support.tsx';

/** The modals' chunk, refused while `refusing` (a phone without a connection), else the real one. */
const modalsChunk = vi.hoisted(() => ({ refusing: false, asked: 0 }));
vi.mock('../../src/pages/comments/comment-modals.ts', async (importOriginal) => {
  const { withRefusableLoad } = await import('../support/refused-chunk.ts');
  return withRefusableLoad(await importOriginal<typeof import('../../src/pages/comments/comment-modals.ts')>(), 'loadCommentModals', modalsChunk);
});

const CONTENT = 100005;

describe("the comment modal's code, loaded apart from the page (issue 31)", () => {
  it('a modal whose code cannot come says so and closes; the next opening shows it', async () => {
    // Refused until the opening has failed: the page's own early ask (once ready and idle) may come first.
    modalsChunk.refusing = true;
    const cms = commentCms(NOW);
    cms.add(CONTENT, null, { text: '第一条评论' });
    const { screen, engine, notices } = await renderComments(<CommentModalHost />, cms);
    openCommentModal(engine.bus, String(CONTENT));
    await expect.poll(() => toastTexts(notices)).toEqual(['error.network']);
    expect(screen.getByRole('dialog').query()).toBeNull();
    // The page is still there, and the comment bar's next tap, with the connection back, opens the modal.
    modalsChunk.refusing = false;
    openCommentModal(engine.bus, String(CONTENT));
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    await expect.element(screen.getByRole('dialog').getByText('第一条评论')).toBeVisible();
    expect(modalsChunk.asked).toBeGreaterThanOrEqual(2);
  });
});
