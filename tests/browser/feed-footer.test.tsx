import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { FeedFooter, type FeedFooterStatus } from '../../ui/placeholders/FeedFooter.tsx';
import { LoadMoreTrigger } from '../../ui/pull-to-refresh/LoadMoreTrigger.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';
import { observed } from '../support/observed.ts';

const engine = testEngine({ language: 'en' });

/** A list that ends after `pages` successful loads, as a page would drive the footer. */
function PagedList({ pages, load, spacer = 0 }: { pages: number; load: () => Promise<void>; spacer?: number }) {
  const [loaded, setLoaded] = useState(0);
  const status: FeedFooterStatus = loaded >= pages ? 'end' : 'has-more';
  return (
    <WithEngine engine={engine}>
      <div style={{ height: spacer }} data-testid="spacer" />
      <FeedFooter
        status={status}
        onLoadMore={async () => {
          await load();
          setLoaded((n) => n + 1);
        }}
      />
    </WithEngine>
  );
}

describe('feed footer and load-more', () => {
  it.each([
    ['loading', 'Loading'],
    ['end', 'Bottom line'],
    ['empty', 'No data'],
  ] as const)('shows %s as "%s"', async (status, text) => {
    const screen = await render(
      <WithEngine engine={engine}>
        <FeedFooter status={status} onLoadMore={() => Promise.resolve()} />
      </WithEngine>,
    );
    await expect.element(screen.getByTestId('feed-footer')).toHaveTextContent(text);
  });

  it('loads when the footer comes into view, not before, and keeps loading while it stays in view until the end', async () => {
    const load = vi.fn(() => Promise.resolve());
    const screen = await render(<PagedList pages={2} load={load} spacer={3000} />);
    await expect.element(screen.getByTestId('load-more')).toHaveTextContent('Pull up to load more');
    expect((await observed(screen.getByTestId('load-more').element())).isIntersecting).toBe(false);
    expect(load).not.toHaveBeenCalled();
    screen.getByTestId('load-more').element().scrollIntoView();
    await expect.element(screen.getByTestId('feed-footer')).toHaveTextContent('Bottom line');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shows 'Loading', then 'Load success' once the new page pushed it out of view", async () => {
    let finish: () => void = () => {};
    const load = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    function GrowingList() {
      const [pages, setPages] = useState(0);
      return (
        <WithEngine engine={engine}>
          <div style={{ height: pages * 2000 }} />
          <LoadMoreTrigger
            hasMore
            onLoadMore={async () => {
              await load();
              setPages((n) => n + 1);
            }}
          />
        </WithEngine>
      );
    }
    const screen = await render(<GrowingList />);
    const trigger = screen.getByTestId('load-more');
    await expect.element(trigger).toHaveTextContent('Loading');
    finish();
    await expect.element(trigger).toHaveTextContent('Load success');
    expect((await observed(trigger.element())).isIntersecting).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    trigger.element().scrollIntoView();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it("shows 'Load failure' and tries again on retry", async () => {
    const load = vi.fn((): Promise<void> => Promise.reject(new Error('offline')));
    const screen = await render(<PagedList pages={5} load={load} />);
    await expect.element(screen.getByTestId('load-more')).toHaveTextContent('Load failure');
    expect(load).toHaveBeenCalledTimes(1);
    load.mockImplementation(() => Promise.resolve());
    await screen.getByRole('button', { name: 'Retry' }).click();
    await vi.waitFor(() => expect(load.mock.calls.length).toBeGreaterThanOrEqual(2));
  });

  it("shows 'No more data' when there is no more", async () => {
    const load = vi.fn(() => Promise.resolve());
    const screen = await render(
      <WithEngine engine={engine}>
        <LoadMoreTrigger hasMore={false} onLoadMore={load} />
      </WithEngine>,
    );
    await expect.element(screen.getByTestId('load-more')).toHaveTextContent('No more data');
    // In view, and the browser has said so: with no more to load, nothing loads.
    expect((await observed(screen.getByTestId('load-more').element())).isIntersecting).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });
});
