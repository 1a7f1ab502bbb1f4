import { lazy, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenPageLive } from '../../src/routes/WhenPageLive.tsx';
import { APP_READY_ATTRIBUTE } from '../../src/ssr/ready-attributes.ts';
import { SERVER_LANGUAGE_ATTRIBUTE } from '../../src/ssr/server-render.ts';

/** A part of the first screen that only answers taps (as the article's action bar): a counter whose code loads when rendered. */
function Counter({ title = '' }: { title?: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" id="counter" title={title || undefined} onClick={() => setCount(count + 1)}>
      taps {count}
    </button>
  );
}

function makePage() {
  const made: { loads: number; Page: (props: { title?: string }) => ReactNode } = { loads: 0, Page: () => null };
  const LazyCounter = lazy(async () => {
    made.loads++;
    return { default: Counter };
  });
  made.Page = ({ title }) => (
    <WhenPageLive className="slot">
      <LazyCounter title={title} />
    </WhenPageLive>
  );
  return made;
}

/** What the server sends: the part's HTML inside its boundary's markers, in the root the server rendered. */
const SERVER_HTML = '<div class="slot"><!--$--><button type="button" id="counter">taps <!-- -->0</button><!--/$--></div>';

let root: Root | null = null;
let container: HTMLElement | null = null;
afterEach(() => {
  root?.unmount();
  container?.remove();
  root = container = null;
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
});

/** The page's root: rendered by the server (its language attribute) or not. */
function mount(fromServer: boolean): HTMLElement {
  container = document.createElement('div');
  container.id = 'root';
  if (fromServer) {
    container.setAttribute(SERVER_LANGUAGE_ATTRIBUTE, 'zh-CN');
    container.innerHTML = SERVER_HTML;
  }
  document.body.append(container);
  return container;
}

const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
const counter = (page: HTMLElement) => page.querySelector<HTMLButtonElement>('#counter');

/** Taps until React answers: the same element, hydrated, counts. */
async function expectLive(page: HTMLElement, serverButton: Element) {
  await vi.waitFor(() => {
    counter(page)!.click();
    expect(counter(page)?.textContent).not.toBe('taps 0');
  });
  expect(counter(page)).toBe(serverButton);
}

describe('a part of the first screen that only answers taps (WhenPageLive)', () => {
  it('keeps the server’s HTML, without its code, until the page is ready; then hydrates that very markup', async () => {
    const made = makePage();
    const page = mount(true);
    const serverButton = counter(page)!;
    root = hydrateRoot(page, <made.Page />);
    await nextFrames();
    await nextFrames();
    expect(made.loads).toBe(0);
    expect(counter(page)).toBe(serverButton);
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    await vi.waitFor(() => expect(made.loads).toBe(1));
    await expectLive(page, serverButton);
  });

  it('keeps the server’s HTML through an update before it is live (a signed-in reader’s answer), and shows the update once live', async () => {
    const made = makePage();
    const page = mount(true);
    const serverButton = counter(page)!;
    root = hydrateRoot(page, <made.Page />);
    await nextFrames();
    root.render(<made.Page title="answered again" />);
    await nextFrames();
    await nextFrames();
    expect(counter(page)).toBe(serverButton);
    expect(made.loads).toBe(0);
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    await vi.waitFor(() => expect(counter(page)?.title).toBe('answered again'));
    expect(counter(page)).toBe(serverButton);
    await expectLive(page, serverButton);
  });

  it('comes at once when the reader reaches for it before the page is ready', async () => {
    const made = makePage();
    const page = mount(true);
    const serverButton = counter(page)!;
    root = hydrateRoot(page, <made.Page />);
    await nextFrames();
    expect(made.loads).toBe(0);
    // Its holder listens once it has hydrated itself (a tap before that is held until the page is ready).
    await vi.waitFor(() => {
      serverButton.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      expect(made.loads).toBe(1);
    });
    await expectLive(page, serverButton);
    expect(document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)).toBe(false);
  });

  it('comes at once in a page the browser renders: there is no server HTML to show meanwhile', async () => {
    const made = makePage();
    const page = mount(false);
    root = createRoot(page);
    flushSync(() => root!.render(<made.Page />));
    expect(made.loads).toBe(1);
    await vi.waitFor(() => expect(counter(page)).not.toBeNull());
  });
});
