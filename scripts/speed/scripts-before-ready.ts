/**
 * What a page needs before it is ready, counted as a reader's phone gets it: every script its HTML
 * names (script src, modulepreload) plus every script it loads before `html[data-app-ready]`
 * (measured in Chromium: the resource timings at the moment the attribute appears).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, devices } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.config.ts';
import { APP_READY_ATTRIBUTE } from '../../src/ssr/ready-attributes.ts';

/** Where a page notes the scripts it loaded before it was ready, and how long the check waits for it. */
const SCRIPTS_BEFORE_READY_KEY = '__budgetScriptsBeforeReady';
const PAGE_READY_TIMEOUT_MS = 60_000;

/** How a dist file came into a page: named in the HTML, loaded before ready, or both. */
export interface ScriptOrigin {
  named: boolean;
  loaded: boolean;
}

/** The scripts an HTML page names: `<script src>` and `<link rel="modulepreload" href>`. */
export function scriptsNamed(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].flatMap((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1] ?? []);
  return [...scripts, ...preloads];
}

/** Each address's scripts before ready (dist file → how it came), one fresh phone-sized context each: nothing cached. */
export async function measureScriptsBeforeReady(dist: string, origin: string, addresses: readonly string[]): Promise<Map<string, Map<string, ScriptOrigin>>> {
  /** A script's path in dist from its address ('/assets/x.js' → 'assets/x.js'); null for any other script. */
  const distFile = (address: string): string | null => {
    const url = new URL(address, origin);
    return url.origin === origin && url.pathname.endsWith('.js') && existsSync(join(dist, url.pathname)) ? url.pathname.slice(1) : null;
  };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const measured = new Map<string, Map<string, ScriptOrigin>>();
  try {
    for (const address of addresses) {
      const files = new Map<string, ScriptOrigin>();
      const note = (file: string | null, key: keyof ScriptOrigin) => {
        if (file) files.set(file, { ...(files.get(file) ?? { named: false, loaded: false }), [key]: true });
      };
      const html = await (await fetch(`${origin}${address}`, { headers: { 'accept-language': 'zh-CN' } })).text();
      for (const script of scriptsNamed(html)) note(distFile(script), 'named');
      const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'zh-CN' });
      const tab = await context.newPage();
      // Kept in the tab's session storage at that moment: a page may leave right after it is ready
      // (favourites, anonymous, go to the login page), and a message sent as it leaves can be lost (a
      // stressed run waited for one for ever). The page it leads to finds the list already there.
      await tab.addInitScript(
        ([attribute, key]) => {
          new MutationObserver((_, observer) => {
            if (!document.documentElement.hasAttribute(attribute)) return;
            observer.disconnect();
            if (sessionStorage.getItem(key) !== null) return;
            sessionStorage.setItem(key, JSON.stringify(performance.getEntriesByType('resource').map((timing) => timing.name)));
          }).observe(document, { attributes: true, subtree: true, attributeFilter: [attribute] });
        },
        [APP_READY_ATTRIBUTE, SCRIPTS_BEFORE_READY_KEY] as const,
      );
      await tab.goto(`${origin}${address}`);
      try {
        const listed = await tab.waitForFunction((key) => sessionStorage.getItem(key), SCRIPTS_BEFORE_READY_KEY, { timeout: PAGE_READY_TIMEOUT_MS });
        for (const script of JSON.parse((await listed.jsonValue()) as string) as string[]) note(distFile(script), 'loaded');
      } catch (error) {
        throw new Error(`${address} was not ready within ${PAGE_READY_TIMEOUT_MS / 1000} s`, { cause: error });
      } finally {
        await context.close();
      }
      measured.set(address, files);
      console.error(`measured ${address}: ${files.size} scripts`);
    }
  } finally {
    await browser.close();
  }
  return measured;
}
