import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { RequestOptions } from '../../core/engine/http/request.ts';
import { SEARCH_ALL_PATH, SEARCH_V1_PATH } from '../../core/domain/search/search-calls.ts';
import { SearchResults } from '../../src/pages/search/SearchResults.tsx';
import { searchMessages } from '../../src/pages/search/search.messages.ts';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

/** The news tab (spec 2 §2 Search): the topics found above the news, and what it says when no news is found. */
const zh = searchMessages['zh-CN'];
const topic = (n: number) => ({ id: String(200000 + n), type: 'special', listStyle: 4, title: `专题${n}`, thumbnailUrl: '/media/img/special.svg' });
/** 13 topics: a full page of 10, then 3 (spec 2 §9: search/all pages by 10). */
const TOPICS = Array.from({ length: 13 }, (_, i) => topic(i + 1));

function standIn(asked: Record<string, unknown>[]) {
  return async (path: string, options?: RequestOptions) => {
    const body = (options?.params ?? {}) as Record<string, unknown>;
    asked.push({ path, ...body });
    if (path === SEARCH_V1_PATH) return { code: 200, message: 'success', data: { total: 0, records: [] } };
    if (path === SEARCH_ALL_PATH && body.searchType === 'topic') {
      const page = Number(body.pageIndex);
      const contents = TOPICS.slice((page - 1) * 10, page * 10);
      return { code: 200, message: 'success', data: { contents, users: [], dynamics: [], totals: { topic: TOPICS.length }, total: TOPICS.length } };
    }
    throw new Error(`no stand-in for ${path}`);
  };
}

describe('search results: the news tab', () => {
  it("topics found but no news: the topics, and 'no related results found' for the news", async () => {
    const engine = testEngine({ services: { request: standIn([]) } });
    const screen = await render(
      <WithEngine engine={engine}>
        <SearchResults keyword="长沙" tab="news" onTab={() => {}} onOpen={() => {}} />
      </WithEngine>,
    );
    await expect.element(screen.getByText('专题1', { exact: true })).toBeVisible();
    await expect.element(screen.getByTestId('search-empty')).toHaveTextContent(zh['search.noResults']);
  });

  it('the topics page on: a button brings the next page into the rail, and goes once the last has come', async () => {
    const asked: Record<string, unknown>[] = [];
    const engine = testEngine({ services: { request: standIn(asked) } });
    const screen = await render(
      <WithEngine engine={engine}>
        <SearchResults keyword="长沙" tab="news" onTab={() => {}} onOpen={() => {}} />
      </WithEngine>,
    );
    const titles = () => [...screen.container.querySelectorAll('.rail-tile__title')].map((title) => title.textContent);
    await expect.poll(titles).toHaveLength(10);
    const more = screen.getByRole('button', { name: zh['search.moreTopics'] });
    const box = more.element().getBoundingClientRect();
    expect(box.height).toBeGreaterThanOrEqual(44);
    await more.click();
    await expect.poll(titles).toEqual(TOPICS.map((t) => t.title));
    expect(asked.filter((call) => call.searchType === 'topic').map((call) => call.pageIndex)).toEqual([1, 2]);
    await expect.element(more).not.toBeInTheDocument();
  });
});
