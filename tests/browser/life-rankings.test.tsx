import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { resolvePanel } from '../../core/engine/render/composite.ts';
import { BOOK_RANKING_PATH } from '../../core/domain/life/rankings.ts';
import type { Notice } from '../../core/engine/http/notices.ts';
import { PanelView } from '../../core/engine/render/PanelView.tsx';
import { createAppRegistry } from '../../plugins/app-registry.ts';
import books from '../../plugins/panels/ranking-books/ranking-books.fixture.ts';
import news from '../../plugins/panels/ranking-news/ranking-news.fixture.ts';
import services from '../../plugins/panels/ranking-services/ranking-services.fixture.ts';
import { fixtureRequest } from '../support/plugin-fixtures.ts';
import { recordingNotices, testEngine, WithEngine } from '../support/render-engine.tsx';

/** The hot tab's three rankings (spec 2 §2): figures fetched by each panel, top 3 highlighted, bars and labels. */
const { index } = createAppRegistry();

async function renderPanel(example: unknown, request = fixtureRequest([services, news, books]), language: 'zh-CN' | 'en' = 'en') {
  const opened: string[] = [];
  const engine = testEngine({ language, services: { request } });
  const screen = await render(
    <WithEngine engine={engine}>
      <PanelView entry={resolvePanel(index, example)} onOpen={(item) => void opened.push(item.id)} />
    </WithEngine>,
  );
  return { screen, opened };
}

describe('ranking panels', () => {
  it('local services: ten at most, top 3 highlighted, bars relative to the first, total visits', async () => {
    const { screen } = await renderPanel(services.valid[0]);
    const rows = screen.getByTestId('ranking-row');
    await expect.element(rows.first()).toBeVisible();
    expect(rows.elements()).toHaveLength(5);
    expect(rows.elements().map((row) => row.getAttribute('data-top'))).toEqual(['true', 'true', 'true', 'false', 'false']);
    const widths = screen.getByTestId('ranking-bar').elements().map((bar) => (bar as HTMLElement).style.width);
    expect(widths).toEqual(['100%', `${Math.round((30120 / 41233) * 1000) / 10}%`, `${Math.round((22817 / 41233) * 1000) / 10}%`, `${Math.round((9650 / 41233) * 1000) / 10}%`, `${Math.round((4021 / 41233) * 1000) / 10}%`]);
    await expect.element(screen.getByText('Total visits 107.8K')).toBeVisible();
    await expect.element(screen.getByRole('link', { name: '社保查询' })).toHaveAttribute('href', '/content/service/1.html');
  });

  it("local services keep their '7 days' window beside the total once it arrives (spec 2 §9)", async () => {
    const { screen } = await renderPanel(services.valid[0]);
    await expect.element(screen.getByText(/^Total visits /)).toBeVisible();
    await expect.element(screen.getByText('Last 7 days')).toBeVisible();
  });

  it('news: labelType 1 hot, 2 new, none for others; a title opens its item', async () => {
    const { screen, opened } = await renderPanel(news.valid[0]);
    const labels = screen.getByTestId('ranking-label');
    await expect.element(labels.first()).toBeVisible();
    expect(labels.elements().map((label) => label.textContent)).toEqual(['Hot', 'Hot', 'Hot', 'New']);
    expect(screen.getByTestId('ranking-row').elements().map((row) => row.getAttribute('data-top'))).toEqual(['true', 'true', 'true', 'false', 'false']);
    await screen.getByRole('link', { name: '湘江新区发布人才新政十条' }).click();
    expect(opened).toEqual(['100041']);
  });

  it('books: name, author and borrowings, in Chinese', async () => {
    const { screen } = await renderPanel(books.valid[0], undefined, 'zh-CN');
    await expect.element(screen.getByText('活着')).toBeVisible();
    await expect.element(screen.getByText('作者：余华')).toBeVisible();
    await expect.element(screen.getByText('312次借阅')).toBeVisible();
  });

  it('a row without what it needs is left out; the others show', async () => {
    const broken = { [BOOK_RANKING_PATH]: [{ bookname: '活着', readnum: '12' }, { author: '无名' }, { bookname: '三体', readnum: 'many' }] };
    const { screen } = await renderPanel(books.valid[0], fixtureRequest([{ valid: [], answers: broken }]));
    await expect.element(screen.getByText('三体')).toBeVisible();
    expect(screen.getByTestId('ranking-row').elements()).toHaveLength(2);
    await expect.element(screen.getByText('12 borrowed')).toBeVisible();
  });

  it('a failed call leaves the ranking with its failure and a retry that asks again', async () => {
    let calls = 0;
    const shown: Notice[] = [];
    const flaky = (path: string) => (++calls === 1 ? Promise.reject(new Error('offline')) : fixtureRequest([services])(path));
    const engine = testEngine({ language: 'en', services: (_bus, page) => ({ request: flaky, notices: { ...page.notices, ...recordingNotices(shown) } }) });
    const screen = await render(
      <WithEngine engine={engine}>
        <PanelView entry={resolvePanel(index, services.valid[0])} onOpen={() => {}} />
      </WithEngine>,
    );
    await expect.element(screen.getByText('The ranking could not be loaded')).toBeVisible();
    await screen.getByRole('button', { name: 'Retry' }).click();
    await expect.element(screen.getByTestId('ranking-row').first()).toBeVisible();
    expect(calls).toBe(2);
  });
});
