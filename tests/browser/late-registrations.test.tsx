import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { SEARCH_ALL_PATH, SEARCH_V1_PATH } from '../../core/domain/search/search-calls.ts';
import { createEngineBus } from '../../core/engine/events.ts';
import type { RequestOptions } from '../../core/engine/http/request.ts';
import { PageBoundary } from '../../core/engine/render/PageBoundary.tsx';
import { createRegistry } from '../../core/engine/registry/registry.ts';
import { RENDER_PLUGINS } from '../../plugins/registries.ts';
import { SearchResults } from '../../src/pages/search/SearchResults.tsx';
import { PageFailure } from '../../ui/placeholders/PageFailure.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

/*
 * The rendering plugins join a page's registry from a chunk of their own (src/engine.ts): on the home
 * with its feed, after the page is ready. A page opened from it before then (the search bar) waits
 * for them where it shows plugins, and shows its lists once they have joined.
 */

const topic = { id: '200001', type: 'special', listStyle: 4, title: '专题1', thumbnailUrl: '/media/img/special.svg' };

async function standIn(path: string, options?: RequestOptions) {
  const body = (options?.params ?? {}) as Record<string, unknown>;
  if (path === SEARCH_V1_PATH) return { code: 200, message: 'success', data: { total: 0, records: [] } };
  if (path === SEARCH_ALL_PATH && body.searchType === 'topic') return { code: 200, message: 'success', data: { contents: [topic], users: [], dynamics: [], totals: { topic: 1 }, total: 1 } };
  throw new Error(`no stand-in for ${path}`);
}

function deferred() {
  let settle!: (ok: boolean) => void;
  const promise = new Promise<void>((resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error('chunk failed')))));
  return { promise, settle };
}

function renderSearch(later: () => Promise<typeof RENDER_PLUGINS>) {
  const engine = testEngine({ registry: createRegistry(later), services: { request: standIn } });
  return render(
    <WithEngine engine={engine}>
      <PageBoundary where="/search" bus={createEngineBus()} resetKey="/search" fallback={(retry) => <PageFailure retry={retry} />}>
        <Suspense fallback={<p data-testid="waiting">…</p>}>
          <SearchResults keyword="长沙" tab="news" onTab={() => {}} onOpen={() => {}} />
        </Suspense>
      </PageBoundary>
    </WithEngine>,
  );
}

describe('plugins that join the registry later', () => {
  it('a list waits for them, then shows its cards; they are loaded once', async () => {
    const chunk = deferred();
    let loads = 0;
    const screen = await renderSearch(() => {
      loads += 1;
      return chunk.promise.then(() => RENDER_PLUGINS);
    });
    await expect.element(screen.getByTestId('waiting')).toBeVisible();
    expect(screen.container.textContent).not.toContain('专题1');
    chunk.settle(true);
    await expect.element(screen.getByText('专题1', { exact: true })).toBeVisible();
    expect(loads).toBe(1);
  });

  it('a failed load shows the page failure, whose retry loads them again and shows the cards', async () => {
    const attempts = [deferred(), deferred()];
    let loads = 0;
    const screen = await renderSearch(() => attempts[loads++]!.promise.then(() => RENDER_PLUGINS));
    attempts[0]!.settle(false);
    const retry = screen.getByRole('button', { name: '重试' });
    await expect.element(retry).toBeVisible();
    attempts[1]!.settle(true);
    await retry.click();
    await expect.element(screen.getByText('专题1', { exact: true })).toBeVisible();
    expect(loads).toBe(2);
  });
});
