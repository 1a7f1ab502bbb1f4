import { lazy, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from '../../core/engine/render/WhenNear.tsx';

/** A part below the first screen: a counter whose code "loads" (a lazy module of its own) only when rendered. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" id="counter" onClick={() => setCount(count + 1)}>
      taps {count}
    </button>
  );
}

/** A page with two screens of article above the part; `loads` counts its code's loads. */
function makePage() {
  type PageProps = { wake?: (reach: () => void) => () => void };
  const made: { loads: number; Page: (props: PageProps) => ReactNode } = { loads: 0, Page: () => null };
  const LazyCounter = lazy(async () => {
    made.loads++;
    return { default: Counter };
  });
  made.Page = ({ wake }) => (
    <div>
      <div style={{ height: `${2 * window.innerHeight}px` }} />
      <WhenNear className="slot" kind="rendered" wake={wake}>
        <LazyCounter />
      </WhenNear>
    </div>
  );
  return made;
}

/** What the server sends for the page: the part's HTML inside its boundary's markers. */
const serverHtml = () => `<div><div style="height:${2 * window.innerHeight}px"></div><div class="slot"><!--$--><button type="button" id="counter">taps <!-- -->0</button><!--/$--></div></div>`;

let root: Root | null = null;
let container: HTMLElement | null = null;
afterEach(() => {
  root?.unmount();
  container?.remove();
  root = container = null;
  window.scrollTo(0, 0);
});

function mount(html = ''): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe('a part below the first screen (WhenNear)', () => {
  it('keeps the server’s HTML, without its code, until the reader comes near; then hydrates that very markup', async () => {
    const made = makePage();
    const page = mount(serverHtml());
    const serverButton = page.querySelector('#counter')!;
    root = hydrateRoot(page, <made.Page />);
    await nextFrames();
    await nextFrames();
    expect(made.loads).toBe(0);
    expect(page.querySelector('#counter')).toBe(serverButton);
    page.querySelector('.slot')!.scrollIntoView();
    await vi.waitFor(() => expect(made.loads).toBe(1));
    // Hydrated in place: the same element now answers taps.
    await vi.waitFor(() => {
      (page.querySelector('#counter') as HTMLButtonElement).click();
      expect(page.querySelector('#counter')?.textContent).not.toBe('taps 0');
    });
    expect(page.querySelector('#counter')).toBe(serverButton);
  });

  it('takes no room and loads nothing in a page the browser renders, until near', async () => {
    const made = makePage();
    const page = mount();
    root = createRoot(page);
    flushSync(() => root!.render(<made.Page />));
    await nextFrames();
    expect(page.querySelector('#counter')).toBeNull();
    expect(page.querySelector<HTMLElement>('.slot')!.offsetHeight).toBe(0);
    expect(made.loads).toBe(0);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await vi.waitFor(() => expect(page.querySelector('#counter')).not.toBeNull());
  });

  it('comes at once when woken (the comment bar needs the comments’ modal), wherever the reader is', async () => {
    const made = makePage();
    let reachNow: (() => void) | null = null;
    const wake = (reach: () => void) => {
      reachNow = reach;
      return () => (reachNow = null);
    };
    const page = mount(serverHtml());
    root = hydrateRoot(page, <made.Page wake={wake} />);
    await vi.waitFor(() => expect(reachNow).not.toBeNull());
    await nextFrames();
    expect(made.loads).toBe(0);
    reachNow!();
    await vi.waitFor(() => expect(made.loads).toBe(1));
    expect(window.scrollY).toBe(0);
  });
});
