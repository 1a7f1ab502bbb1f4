import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { referencePageCall } from '../../core/domain/topics/topic-calls.ts';
import { PagedPanelView } from '../../src/lists/PagedPanelView.tsx';
import { usePagedPanel } from '../../src/lists/usePagedPanel.ts';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

/*
 * A list's records need the resolver's code (and the readers' validators) when they did not come
 * resolved in the page's seed. When that code cannot come (offline, the file unreachable) the list
 * says so with its retry, and the page around it stays; the retry, with the connection back, shows it.
 */

/** The resolver's chunk, refused while `refusing` (a phone without a connection), else the real one. */
const resolverChunk = vi.hoisted(() => ({ refusing: false, asked: 0 }));
vi.mock('../../src/lists/record-resolver.ts', async (importOriginal) => {
  const { withRefusableLoad } = await import('../support/refused-chunk.ts');
  return withRefusableLoad(await importOriginal<typeof import('../../src/lists/record-resolver.ts')>(), 'loadRecordResolver', resolverChunk);
});

const record = { id: '100222', title: '专题里的一条新闻', type: 'news', listStyle: 1, thumbnailUrl: '/media/img/a.svg' };

function ReferenceList() {
  const { state, loadMore, retry } = usePagedPanel({ id: 'reference-100346', typeCode: 'core.list.content', name: '' }, referencePageCall, (page) => ({ contentId: '100346', page }));
  return (
    <main>
      <h1>专题</h1>
      <PagedPanelView state={state} loadMore={loadMore} retry={retry} onOpen={() => {}} failedText="列表加载失败" testId="reference" />
    </main>
  );
}

describe("a list whose resolver's code cannot come", () => {
  it('says so with a retry beside the page, and shows the list once the code comes', async () => {
    resolverChunk.refusing = true;
    const errors: string[] = [];
    const engine = testEngine({ services: { request: async () => ({ code: 200, message: 'success', data: { records: [record], total: 1 } }) } });
    engine.bus.on('page:error', ({ where }) => errors.push(where));
    const screen = await render(
      <WithEngine engine={engine}>
        <ReferenceList />
      </WithEngine>,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('列表加载失败');
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual(['record-resolver']);

    resolverChunk.refusing = false;
    await screen.getByRole('alert').getByRole('button').click();
    await expect.element(screen.getByText('专题里的一条新闻')).toBeVisible();
    expect(screen.getByRole('alert').query()).toBeNull();
    expect(resolverChunk.asked).toBeGreaterThanOrEqual(2);
  });
});
