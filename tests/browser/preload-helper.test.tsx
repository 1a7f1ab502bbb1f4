import { afterEach, describe, expect, it } from 'vitest';
import { preloadHelperCode, SCRIPT_LINKS_PER_TASK } from '../../scripts/vite-preload-helper-plugin.ts';

type Preload = <T>(load: () => Promise<T>, deps?: string[]) => Promise<T>;

/** A fresh copy of the built helper (its memory of what it asked for is per copy), as the build writes it. */
async function freshHelper(base = '/'): Promise<Preload> {
  const url = URL.createObjectURL(new Blob([preloadHelperCode(base)], { type: 'text/javascript' }));
  // The bundler's name for it, which its dynamic imports call.
  const module = (await import(/* @vite-ignore */ url)) as Record<string, Preload>;
  return module['__vitePreload']!;
}

/** Files the test server has (served as they are to a link). */
const STYLE = 'ui/placeholders/placeholders.css';
const SCRIPT = 'core/engine/env/idle.ts';
/**
 * A style the test server refuses (403: a file outside what it serves; a missing file would get the
 * test page in its place, which the browser loads as an empty style).
 */
const MISSING_STYLE = '@fs/etc/passwd?refused.css';

const linksTo = (file: string) => [...document.head.querySelectorAll('link')].filter((link) => link.href === `${location.origin}/${file}`);

/** Hears the bundler's `vite:preloadError` events until the returned `stop` is called. */
function hearPreloadErrors(): { told: unknown[]; stop: () => void } {
  const told: unknown[] = [];
  const listen = (event: Event) => told.push((event as Event & { payload: unknown }).payload);
  window.addEventListener('vite:preloadError', listen);
  return { told, stop: () => window.removeEventListener('vite:preloadError', listen) };
}

/** An assets host of its own, for a build whose base is a full address (nothing listens there). */
const ASSETS_HOST = 'http://127.0.0.1:9/city-reader/';

afterEach(() => {
  for (const file of [STYLE, SCRIPT, MISSING_STYLE]) for (const link of linksTo(file)) link.remove();
  for (const link of document.head.querySelectorAll('link')) if (link.href.startsWith(ASSETS_HOST) || link.href.startsWith(`${location.origin}/${SCRIPT}?`)) link.remove();
});

describe("a lazy chunk's files are preloaded once, and its import waits for its styles", () => {
  it('links a style and a module script once however often they are named, and the import comes after the style has loaded', async () => {
    const preload = await freshHelper();
    const imported = await preload(() => Promise.resolve('chunk'), [SCRIPT, STYLE]);
    expect(imported).toBe('chunk');
    const [style] = linksTo(STYLE);
    expect(style?.rel).toBe('stylesheet');
    expect(style?.sheet).not.toBeNull();
    const [script] = linksTo(SCRIPT);
    expect(script?.rel).toBe('modulepreload');
    expect(script?.getAttribute('as')).toBe('script');
    await Promise.all([preload(() => Promise.resolve(1), [STYLE, SCRIPT]), preload(() => Promise.resolve(2), [SCRIPT])]);
    expect(linksTo(STYLE)).toHaveLength(1);
    expect(linksTo(SCRIPT)).toHaveLength(1);
  });

  it("does not link again what the page's head links already", async () => {
    const present = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: `/${STYLE}` });
    document.head.append(present);
    const preload = await freshHelper();
    await preload(() => Promise.resolve(null), [STYLE, SCRIPT]);
    expect(linksTo(STYLE)).toEqual([present]);
    expect(linksTo(SCRIPT)).toHaveLength(1);
  });

  it("tells a style that cannot load with the bundler's event and fails the import, unless a listener takes it", async () => {
    const preload = await freshHelper();
    const { told, stop } = hearPreloadErrors();
    try {
      await expect(preload(() => Promise.resolve('chunk'), [MISSING_STYLE])).rejects.toThrow(MISSING_STYLE);
      expect(told).toHaveLength(1);
      // Taken (a page that reloads itself on a failed chunk prevents the default): the import goes on.
      const take = (event: Event) => event.preventDefault();
      window.addEventListener('vite:preloadError', take);
      await expect(preload(() => Promise.resolve('chunk'), [MISSING_STYLE])).resolves.toBe('chunk');
      window.removeEventListener('vite:preloadError', take);
      expect(told).toHaveLength(2);
    } finally {
      stop();
    }
  });

  it("tells a chunk that cannot load with the bundler's event too", async () => {
    const preload = await freshHelper();
    const { told, stop } = hearPreloadErrors();
    try {
      const failure = new TypeError('Failed to fetch dynamically imported module');
      await expect(preload(() => Promise.reject(failure), [])).rejects.toBe(failure);
      expect(told).toEqual([failure]);
    } finally {
      stop();
    }
  });

  it('links a long list of scripts a few per task, so that no one task starts every fetch, and the import starts at once', async () => {
    const preload = await freshHelper();
    const scripts = Array.from({ length: SCRIPT_LINKS_PER_TASK * 3 + 1 }, (_, i) => `${SCRIPT}?part=${i}`);
    const linkedNow = () => scripts.filter((file) => linksTo(file).length === 1).length;
    let started = false;
    void preload(() => {
      started = true;
      return Promise.resolve(null);
    }, scripts);
    expect(started).toBe(true);
    expect(linkedNow()).toBe(SCRIPT_LINKS_PER_TASK);
    await expect.poll(linkedNow).toBe(scripts.length);
  });

  it("links a build's files from the assets' own host when its base is a full address", async () => {
    const preload = await freshHelper(ASSETS_HOST);
    await preload(() => Promise.resolve(null), [SCRIPT]);
    const links = [...document.head.querySelectorAll('link')].filter((link) => link.href === `${ASSETS_HOST}${SCRIPT}`);
    expect(links).toHaveLength(1);
  });
});
