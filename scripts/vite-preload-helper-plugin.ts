import type { Plugin } from 'vite';

/** The module the bundler's dynamic imports call (`__vitePreload(load, deps)`) to preload a lazy chunk's files. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * The preloading of a lazy chunk's scripts and styles, in the bundler's own calling shape, made cheap
 * for a page that imports many lazy parts. The bundler's helper resolves every file of every call
 * (`import.meta.resolve` and a URL each) before it asks whether it has seen it: the home's feed alone
 * makes some forty calls naming the same thirty files, about a thousand resolutions, and a profile
 * of the home (4× CPU) counted 140 ms in them, inside the feed's hydration. This one keys files by
 * their name as the build wrote it and resolves nothing twice. Otherwise the same: a file the page
 * already links (the server's head) is not linked again, scripts are preloaded as modules, and an
 * import waits for its chunk's styles (no unstyled part); a failed file or chunk is told with the
 * bundler's `vite:preloadError` event and fails the import unless a listener prevents it.
 *
 * Scripts are linked a few per task: linking one starts its fetch on the main thread (about 1 ms on
 * this machine, 4 at Lighthouse's 4× CPU), and the home's feed names some thirty at once after ready,
 * a long task of 160 ms at 4× in a profile. The import itself starts at once and finds any file not
 * yet linked by its own imports; styles are linked at once (the import waits for them).
 */
/** Script links added per task (the rest in the next tasks). */
export const SCRIPT_LINKS_PER_TASK = 6;

export function preloadHelperCode(base: string): string {
  return `
const scriptRel = typeof document === 'undefined' ? 'modulepreload' : (() => {
  const relList = document.createElement('link').relList;
  return relList && relList.supports && relList.supports('modulepreload') ? 'modulepreload' : 'preload';
})();
const asked = new Map();
// The build's base resolved once: the page's origin for a base of '/', or the assets' own host for a full address.
const prefix = typeof document === 'undefined' ? '' : new URL(${JSON.stringify(base)}, document.baseURI).href;
let linked = null;
const waitingScripts = [];
let linking = false;
// Links the next few waiting scripts now and the rest in later tasks, so no one task starts them all.
function linkSome() {
  for (const link of waitingScripts.splice(0, ${SCRIPT_LINKS_PER_TASK})) document.head.appendChild(link);
  linking = waitingScripts.length > 0;
  if (linking) setTimeout(linkSome, 0);
}
const fail = (error) => {
  const event = new Event('vite:preloadError', { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
};
function ask(href, isStyle) {
  if (linked === null) {
    linked = new Set();
    for (const link of document.getElementsByTagName('link')) linked.add((link.rel === 'stylesheet' ? 'style ' : 'any ') + link.href);
  }
  if (linked.has('style ' + href) || (!isStyle && linked.has('any ' + href))) return undefined;
  const link = document.createElement('link');
  link.rel = isStyle ? 'stylesheet' : scriptRel;
  if (!isStyle) link.as = 'script';
  link.crossOrigin = '';
  link.href = href;
  if (!isStyle) {
    waitingScripts.push(link);
    return undefined;
  }
  document.head.appendChild(link);
  return new Promise((resolve, reject) => {
    link.addEventListener('load', resolve, { once: true });
    link.addEventListener('error', () => reject(new Error('Unable to preload CSS for ' + href)), { once: true });
  });
}
export const __vitePreload = (load, deps) => {
  let waits = null;
  if (deps && deps.length > 0 && typeof document !== 'undefined') {
    for (const dep of deps) {
      let wait = asked.get(dep);
      if (wait === undefined && !asked.has(dep)) {
        wait = ask(prefix + dep, dep.endsWith('.css'));
        if (wait) wait = wait.then(() => void asked.set(dep, undefined), (error) => { asked.delete(dep); return error instanceof Error ? error : new Error(String(error)); });
        asked.set(dep, wait);
      }
      if (wait) (waits ??= []).push(wait);
    }
  }
  if (!linking && waitingScripts.length > 0) linkSome();
  const loadNow = () => load().catch(fail);
  if (!waits) return loadNow();
  return Promise.all(waits).then((outcomes) => {
    for (const outcome of outcomes) if (outcome instanceof Error) fail(outcome);
    return loadNow();
  });
};
`;
}

/** Replaces the bundler's preload helper with preloadHelperCode's (the same calls, the same events). */
export function preloadHelperPlugin(): Plugin {
  let base = '/';
  return {
    name: 'city-reader:preload-helper',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      return id === PRELOAD_HELPER ? preloadHelperCode(base) : null;
    },
  };
}
