import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { defineCall } from '../../core/engine/http/call.ts';
import { appendUnseen } from '../../core/engine/http/paged-merge.ts';
import type { RequestFn } from '../../core/engine/http/request.ts';
import { CallCacheContext } from '../../core/engine/render/call-context.ts';
import { usePagedCall } from '../../core/engine/render/use-paged-call.ts';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

interface Page {
  names: { id: string }[];
  last: boolean;
}

const namesPage = defineCall<{ list: string; page: number }, Page>({
  name: 'names page',
  path: ({ list }) => `/api/names/${list}`,
  request: ({ page }) => ({ page }),
  read: (answer) => {
    const { code, data } = answer as { code: number; data: Page };
    if (code !== 200) throw new Error('refused');
    return data;
  },
});

/** Set to make the next load of immer's chunk fail, as a dropped connection does. */
const mergerChunk = vi.hoisted(() => ({ refuseNext: false }));
vi.mock('../../core/engine/http/paged-merge.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../core/engine/http/paged-merge.ts')>();
  return {
    ...real,
    loadPageMerger: () => {
      if (!mergerChunk.refuseNext) return real.loadPageMerger();
      mergerChunk.refuseNext = false;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    },
  };
});

const PAGES = 3;
/** A CMS of 3 pages of 2 names; `refuse` answers a page with a failure. */
function namesCms({ refuse = new Set<number>(), hold = false } = {}) {
  const asked: number[] = [];
  const aborted: number[] = [];
  const request: RequestFn = (_path, options) => {
    const page = Number((options?.params as { page?: number } | undefined)?.page);
    asked.push(page);
    if (refuse.has(page)) {
      refuse.delete(page);
      return Promise.resolve({ code: 500 });
    }
    const answer = { code: 200, data: { names: [{ id: `${page}a` }, { id: `${page}b` }], last: page === PAGES } };
    if (!hold || page === 1) return Promise.resolve(answer);
    return new Promise((_resolve, reject) =>
      options?.signal?.addEventListener('abort', () => {
        aborted.push(page);
        reject(new DOMException('aborted', 'AbortError'));
      }),
    );
  };
  return { request, asked, aborted };
}

function Names() {
  const { state, loadMore, retry } = usePagedCall(namesPage, { list: 'friends', page: 1 }, {
    start: (first) => first.names,
    merge: (list, page) => appendUnseen(list, page.names),
    next: (page, params) => (page.last ? null : { ...params, page: params.page + 1 }),
  });
  const [failed, setFailed] = useState(false);
  if (state.status === 'loading') return <p>loading</p>;
  if (state.status === 'failed')
    return (
      <button type="button" onClick={retry}>
        retry
      </button>
    );
  return (
    <>
      <p data-testid="names">{state.list.map(({ id }) => id).join(' ')}</p>
      {failed ? <p>next page failed</p> : null}
      {state.loadingMore ? <p>loading more</p> : null}
      {state.end ? (
        <p>the end</p>
      ) : (
        <button type="button" onClick={() => loadMore().then(() => setFailed(false), () => setFailed(true))}>
          more
        </button>
      )}
    </>
  );
}

function Leaving() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(false)}>
        leave
      </button>
      {shown ? <Names /> : null}
    </>
  );
}

const renderNames = (request: RequestFn, ui = <Names />) => render(<WithEngine engine={testEngine({ services: { request } })}>{ui}</WithEngine>);

describe('usePagedCall', () => {
  it('shows the first page, adds each next page on more, and says when the end is reached', async () => {
    const cms = namesCms();
    const screen = await renderNames(cms.request);
    await expect.element(screen.getByTestId('names')).toHaveTextContent('1a 1b');
    await screen.getByRole('button', { name: 'more' }).click();
    await expect.element(screen.getByTestId('names')).toHaveTextContent('1a 1b 2a 2b');
    await screen.getByRole('button', { name: 'more' }).click();
    await expect.element(screen.getByTestId('names')).toHaveTextContent('1a 1b 2a 2b 3a 3b');
    await expect.element(screen.getByText('the end')).toBeVisible();
    expect(cms.asked).toEqual([1, 2, 3]);
  });

  it('keeps the list when a next page fails, and asks for that page again on the next more', async () => {
    const cms = namesCms({ refuse: new Set([2]) });
    const screen = await renderNames(cms.request);
    await screen.getByRole('button', { name: 'more' }).click();
    await expect.element(screen.getByText('next page failed')).toBeVisible();
    await expect.element(screen.getByTestId('names')).toHaveTextContent('1a 1b');
    await screen.getByRole('button', { name: 'more' }).click();
    await expect.element(screen.getByTestId('names')).toHaveTextContent('1a 1b 2a 2b');
    expect(cms.asked).toEqual([1, 2, 2]);
  });

  it('offers more again when the merger’s chunk does not come, and loads it on the next more', async () => {
    const cms = namesCms();
    const screen = await renderNames(cms.request);
    await expect.element(screen.getByTestId('names')).toHaveTextContent('1a 1b');
    mergerChunk.refuseNext = true;
    await screen.getByRole('button', { name: 'more' }).click();
    await expect.element(screen.getByText('next page failed')).toBeVisible();
    await expect.element(screen.getByText('loading more')).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'more' }).click();
    await expect.element(screen.getByTestId('names')).toHaveTextContent('1a 1b 2a 2b');
    await expect.element(screen.getByText('next page failed')).not.toBeInTheDocument();
  });

  it('offers a retry when the first page fails, which asks again', async () => {
    const cms = namesCms({ refuse: new Set([1]) });
    const screen = await renderNames(cms.request);
    await screen.getByRole('button', { name: 'retry' }).click();
    await expect.element(screen.getByTestId('names')).toHaveTextContent('1a 1b');
    expect(cms.asked).toEqual([1, 1]);
  });

  it('aborts a next page still on its way when the list leaves the screen', async () => {
    const cms = namesCms({ hold: true });
    const screen = await renderNames(cms.request, <Leaving />);
    await screen.getByRole('button', { name: 'more' }).click();
    await expect.element(screen.getByText('loading more')).toBeVisible();
    await screen.getByRole('button', { name: 'leave' }).click();
    await expect.poll(() => cms.aborted).toEqual([2]);
  });

  it('shows the server’s first page without asking for it, and asks only for the next', async () => {
    const cms = namesCms();
    const seed = { json: { ['/api/names/friends?page=1']: { code: 200, data: { names: [{ id: 'seeded' }], last: false } } }, texts: {} };
    const screen = await render(
      <WithEngine engine={testEngine({ services: { request: cms.request } })}>
        <CallCacheContext value={{ seed }}>
          <Names />
        </CallCacheContext>
      </WithEngine>,
    );
    await expect.element(screen.getByTestId('names')).toHaveTextContent('seeded');
    await screen.getByRole('button', { name: 'more' }).click();
    await expect.element(screen.getByTestId('names')).toHaveTextContent('seeded 2a 2b');
    expect(cms.asked).toEqual([2]);
  });
});
