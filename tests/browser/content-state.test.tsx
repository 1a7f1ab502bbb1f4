import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { resolveItem } from '../../core/engine/render/composite.ts';
import type { RequestFn } from '../../core/engine/http/request.ts';
import { CardView } from '../../core/engine/render/CardView.tsx';
import { createAppRegistry } from '../../plugins/app-registry.ts';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

const { index } = createAppRegistry();
const author = { issuerId: '7', issuerName: '梅溪湖畔' };
const post = (id: string, extra: object = {}) => ({ id, type: 'dynamic', title: `岳麓山打卡 ${id}`, likeCountShow: 5, whetherLike: false, ...author, ...extra });
const user = { id: '7', type: 'user', title: '梅溪湖畔', nickname: '梅溪湖畔', head: '/media/img/avatar-7.svg', whetherFollow: false };

/** A signed-in reader's engine whose like and follow calls the CMS agrees to. */
function readerEngine() {
  const request: RequestFn = async () => ({ code: 200, data: 1 });
  return testEngine({ language: 'en', services: (_bus, page) => ({ request, session: { ...page.session, userId: () => '1', requireLogin: async () => true } }) });
}

/** Two 'screens' of one page: each item resolved and rendered on its own, as two lists would. */
function Screens({ items }: { items: object[] }) {
  return (
    <div style={{ width: '390px' }}>
      {items.map((raw, n) => {
        const entry = resolveItem(index, raw, `screen-${n}`);
        return <CardView key={n} entry={entry} panelId={`screen-${n}`} onOpen={() => {}} />;
      })}
    </div>
  );
}

describe('one content state per page (issue 27)', () => {
  it("a like on one screen's card shows on the other screen's card of the same post, with its count", async () => {
    const screen = await render(
      <WithEngine engine={readerEngine()}>
        <Screens items={[post('400007'), post('400007'), post('400017')]} />
      </WithEngine>,
    );
    const likes = screen.getByTestId('dynamic-like');
    await likes.nth(0).click();
    await expect.element(likes.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect.element(likes.nth(1)).toHaveTextContent('6');
    // Another post keeps its own state.
    await expect.element(likes.nth(2)).toHaveAttribute('aria-pressed', 'false');
  });

  it("a follow in the user results shows on the user's posts, and not on another page's", async () => {
    const items = [user, post('400007'), post('400017')];
    const other = await render(
      <WithEngine engine={readerEngine()}>
        <Screens items={items} />
      </WithEngine>,
    );
    const screen = await render(
      <WithEngine engine={readerEngine()}>
        <Screens items={items} />
      </WithEngine>,
    );
    await screen.getByRole('button', { name: 'Follow 梅溪湖畔' }).first().click();
    await expect.element(screen.getByRole('button', { name: 'Followed 梅溪湖畔' }).nth(2)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Followed 梅溪湖畔' }).elements()).toHaveLength(3);
    expect(other.getByRole('button', { name: 'Follow 梅溪湖畔' }).elements()).toHaveLength(3);
  });
});
