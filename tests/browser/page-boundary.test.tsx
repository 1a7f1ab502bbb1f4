import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createEngineBus, type EngineEvents } from '../../core/engine/events.ts';
import { PageBoundary } from '../../core/engine/render/PageBoundary.tsx';
import { PageFailure } from '../../ui/placeholders/PageFailure.tsx';
import { lazyPage } from '../../src/routes/lazy-page.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

let throwing = true;
function FragilePage() {
  if (throwing) throw new Error('a page that cannot render');
  return <p>the article</p>;
}

function Harness({ bus }: { bus: ReturnType<typeof createEngineBus> }) {
  const [address, setAddress] = useState('/details');
  return (
    <>
      <button type="button" onClick={() => setAddress('/video')}>
        go elsewhere
      </button>
      <PageBoundary where={address} bus={bus} resetKey={address} fallback={(retry) => <PageFailure retry={retry} />}>
        <FragilePage />
      </PageBoundary>
    </>
  );
}

describe('a page that throws while rendering (PageBoundary)', () => {
  it("shows the catalogue's failure state with a retry and a way home, reports it, and renders afresh on retry", async () => {
    const bus = createEngineBus();
    const failures: EngineEvents['page:error'][] = [];
    bus.on('page:error', (event) => failures.push(event));
    throwing = true;
    const screen = await render(
      <WithEngine engine={testEngine({ language: 'en', bus })}>
        <Harness bus={bus} />
      </WithEngine>,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('System is having a small problem, please retry later');
    await expect.element(screen.getByRole('link', { name: 'Back to news' })).toHaveAttribute('href', '/');
    expect(failures.map(({ where }) => where)).toContain('/details');

    throwing = false;
    await screen.getByRole('button', { name: 'Retry' }).click();
    await expect.element(screen.getByText('the article')).toBeVisible();
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the failure when the reader goes to another address', async () => {
    const bus = createEngineBus();
    throwing = true;
    const screen = await render(
      <WithEngine engine={testEngine({ language: 'en', bus })}>
        <Harness bus={bus} />
      </WithEngine>,
    );
    await expect.element(screen.getByRole('alert')).toBeVisible();
    throwing = false;
    await screen.getByRole('button', { name: 'go elsewhere' }).click();
    await expect.element(screen.getByText('the article')).toBeVisible();
  });
});

/** A page's code that fails to come the first time (a dropped connection), then comes; `loads()` counts the tries. */
function codeFailingOnce(text: string) {
  let loads = 0;
  const Page = lazyPage(async () => {
    loads += 1;
    if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: () => <p>{text}</p> };
  });
  return { Page, loads: () => loads };
}

/** The page at `address` in its boundary, as the app renders a route. */
function renderPageAt(address: string, page: ReactNode) {
  const bus = createEngineBus();
  return render(
    <WithEngine engine={testEngine({ language: 'en', bus })}>
      <PageBoundary where={address} bus={bus} resetKey={address} fallback={(retry) => <PageFailure retry={retry} />}>
        {page}
      </PageBoundary>
    </WithEngine>,
  );
}

describe("a page whose code did not load (lazyPage)", () => {
  it("shows the failure state, and its retry loads the page's code again and shows the page", async () => {
    const { Page: ArticlePage, loads } = codeFailingOnce('the article');
    const screen = await renderPageAt('/details', <ArticlePage />);
    await expect.element(screen.getByRole('alert')).toHaveTextContent('System is having a small problem, please retry later');
    await screen.getByRole('button', { name: 'Retry' }).click();
    await expect.element(screen.getByText('the article')).toBeVisible();
    expect(loads()).toBe(2);
  });
});

describe('a page whose code failed to load before it was shown (a preload while offline)', () => {
  it('loads again when the reader opens it, and shows it', async () => {
    const { Page: VideoPage, loads } = codeFailingOnce('the videos');
    await expect(VideoPage.preload()).rejects.toThrow('a page chunk did not load');
    const screen = await renderPageAt('/video', <VideoPage />);
    await expect.element(screen.getByText('the videos')).toBeVisible();
    expect(loads()).toBe(2);
  });
});
