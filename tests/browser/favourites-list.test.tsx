import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { Notice } from '../../core/engine/http/notices.ts';
import { FavouriteList } from '../../src/pages/favourites/FavouriteList.tsx';
import { favouritesMessages } from '../../src/pages/favourites/favourites.messages.ts';
import { recordingNotices, testEngine, WithEngine } from '../support/render-engine.tsx';

/** A favourites tab (spec 2 §2, §4, §8): its rows, unfavouriting one, a refused unfavouring, the empty text. */
const NEWS_TAB = { id: '62821', categoryCode: 'mycs.favor.news', name: '新闻', kind: 'news' as const };
const en = favouritesMessages.en;
const items = [
  { id: '100050', type: 'news_common', title: '湘江新区发布人才新政十条', listStyle: 0 },
  { id: '100051', type: 'news_common', title: '五一商圈启动夜间经济示范街', listStyle: 0 },
];

function standIn(toggleAnswers: unknown[]) {
  const sent: { path: string; params: unknown }[] = [];
  const request = async (path: string, options?: { params?: unknown }) => {
    sent.push({ path, params: options?.params });
    if (path.endsWith('/getCategoryCompositeData')) return { code: 200, message: 'success', data: [{ id: 62821, typeCode: 'core.list.content', name: '收藏新闻', contents: items }] };
    if (path.endsWith('/favor/addOrCancelFavor')) return toggleAnswers.shift();
    throw new Error(`unexpected ${path}`);
  };
  return { sent, request };
}

describe('favourites list', () => {
  it('unfavouriting a row says so and removes it; a refusal keeps it and shows the server message', async () => {
    const shown: Notice[] = [];
    const { sent, request } = standIn([
      { code: 500, message: '服务繁忙' },
      { code: 200, message: 'success', data: false },
      { code: 200, message: 'success', data: false },
    ]);
    const engine = testEngine({ language: 'en', services: () => ({ request, notices: recordingNotices(shown) }) });
    const screen = await render(
      <WithEngine engine={engine}>
        <FavouriteList tab={NEWS_TAB} />
      </WithEngine>,
    );
    await expect.element(screen.getByText(items[0]!.title)).toBeVisible();
    expect(sent[0]?.params).toMatchObject({ categoryCode: 'mycs.favor.news' });

    const remove = (title: string) => screen.getByRole('button', { name: en['favourites.unfavourite'].replace('{title}', title) });
    await remove(items[0]!.title).click();
    await expect.poll(() => shown).toEqual([{ kind: 'toast', text: { raw: '服务繁忙' } }]);
    await expect.element(screen.getByText(items[0]!.title)).toBeVisible();
    expect(sent.at(-1)).toEqual({ path: '/api/cms/client/favor/addOrCancelFavor', params: { contentId: '100050', type: 'news_common' } });

    await remove(items[0]!.title).click();
    await expect.poll(() => shown.at(-1)).toEqual({ kind: 'toast', text: { raw: 'Unfavourited successfully' } });
    await expect.element(screen.getByText(items[0]!.title)).not.toBeInTheDocument();
    await expect.element(screen.getByText(items[1]!.title)).toBeVisible();

    await remove(items[1]!.title).click();
    await expect.element(screen.getByTestId('favourites-empty')).toHaveTextContent('No favourite news');
  });
});
