import { followAppBack } from './app-back.ts';
import { keepPagesBy, viewOf, type KeptPage, type KeptPages, type View } from './kept-pages.ts';

/** How many history entries keep their page mounted (the shown one included): a few, for memory. */
export const KEPT_PAGES = 4;

/** The history entry's id and place, kept in history.state beside what the page puts there. */
const ENTRY_ID = '__keptEntry';
const ENTRY_INDEX = '__keptIndex';
type EntryState = Record<string, unknown> & { [ENTRY_ID]?: string; [ENTRY_INDEX]?: number };

interface Entry {
  id: string;
  /** Its place in the session's history: the entries after it go when a new one is pushed. */
  index: number;
  view: View;
  /** The page's scroll position when the reader left the entry. */
  scrollTop: number;
}

let lastId = 0;
const freshId = () => `${Date.now().toString(36)}-${++lastId}`;
const stateOf = (state: unknown): EntryState => (state && typeof state === 'object' ? (state as EntryState) : {});
const here = () => ({ path: window.location.pathname, search: window.location.search });
const pageScrollTop = () => document.scrollingElement?.scrollTop ?? window.scrollY;

let installed = false;

/**
 * Keeps the pages of the last KEPT_PAGES history entries (src/routes/kept-pages.ts): each entry gets
 * an id in history.state (a push a new one, a replace keeps it); back or forward to a kept entry
 * shows its page again, scrolled where the reader left it; a push drops the entries after the one
 * shown (the browser forgets them too). A push opens a new page, unless the page pushed an entry of
 * its own address with a state of its own (it shows its entries itself, as the search does). The app restores the scroll position itself
 * (`scrollRestoration` manual): the browser's own comes before the page has shown, and is clamped.
 */
/**
 * How long a restore that the page's height clamped waits for the page to grow to the place (its
 * pictures laid out again, a list drawn in slices): tried again each time the page's size changes.
 * Frames counted before (30) ran out on a busy machine while the article's 'more news' was still
 * being drawn (CI: 2825 of 3461 px), and so did 3 s (CI20: 2746 of 3479 px, the list loading as the
 * place came near). The reader's own scroll ends it at once, so a long wait costs them nothing.
 */
const RESTORE_WAIT_MS = 8000;

/** What a reader does to scroll: once they do, the page is theirs and the restore stops trying (src/routes/history-keeper.ts restoreScroll). */
const READER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Ends the restore under way, if any: the page it was for is no longer the one shown. */
let stopRestoring = () => {};

export function restoreScroll(top: number): void {
  stopRestoring();
  let stopped = false;
  const resized = new ResizeObserver(() => attempt());
  const stop = () => {
    stopped = true;
    resized.disconnect();
    clearTimeout(giveUp);
    for (const event of READER_SCROLLS) window.removeEventListener(event, stop, { capture: true });
  };
  function attempt() {
    if (stopped) return;
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) <= 1) stop();
  }
  const giveUp = setTimeout(stop, RESTORE_WAIT_MS);
  stopRestoring = stop;
  for (const event of READER_SCROLLS) window.addEventListener(event, stop, { passive: true, once: true, capture: true });
  // Once the page shows again (React commits in a microtask), before it is painted; then as it grows.
  requestAnimationFrame(() => {
    attempt();
    if (!stopped) resized.observe(document.documentElement);
  });
}

export function keepHistory(): void {
  if (installed) return;
  installed = true;
  const entries = new Map<string, Entry>();
  let shown: Entry;
  let snapshot: KeptPages;
  // The entry just pushed, and whether the page gave it a state of its own: a page that writes its
  // entries' states (the search's submit) shows them itself; any other push opens a new page.
  let pushed: { id: string; own: boolean } | null = null;

  const publish = () => {
    const distance = (entry: Entry) => Math.abs(entry.index - shown.index);
    const byDistance = [...entries.values()];
    byDistance.sort((a, b) => distance(a) - distance(b));
    for (const entry of byDistance.slice(KEPT_PAGES)) entries.delete(entry.id);
    // In history order: a page keeps its place among its siblings (React keeps it mounted).
    const inOrder = [...entries.values()];
    inOrder.sort((a, b) => a.index - b.index);
    const pages: KeptPage[] = [];
    for (const entry of inOrder) if (!pages.includes(entry.view.page)) pages.push(entry.view.page);
    snapshot = { pages, shown: shown.view.page };
  };

  // On each change of address (the App's snapshot of the pages): which entry shows now.
  const reconcile = (): KeptPages => {
    const state = stateOf(history.state);
    const id = state[ENTRY_ID];
    if (id === undefined || id === shown.id) {
      shown.view.at = here();
      return snapshot;
    }
    const left = shown;
    left.scrollTop = pageScrollTop();
    const known = entries.get(id);
    if (known) shown = known;
    else {
      const index = state[ENTRY_INDEX] ?? left.index - 1;
      const thisPush = pushed?.id === id ? pushed : null;
      if (thisPush) for (const entry of entries.values()) if (entry.index >= index) entries.delete(entry.id);
      const samePage = window.location.pathname === left.view.at.path && (!thisPush || thisPush.own);
      shown = { id, index, view: samePage ? left.view : viewOf(id), scrollTop: 0 };
      entries.set(id, shown);
    }
    pushed = null;
    if (left.view !== shown.view) {
      stopRestoring();
      left.view.hidden = true;
      shown.view.hidden = false;
      if (known) {
        const top = shown.scrollTop;
        // Once the page shows again (React commits in a microtask), before it is painted; again on the
        // next frames while the page is still shorter than the place (pictures laid out again).
        restoreScroll(top);
      }
    }
    shown.view.at = here();
    publish();
    return snapshot;
  };

  keepPagesBy((first) => {
    const state = stateOf(history.state);
    shown = { id: state[ENTRY_ID] ?? freshId(), index: state[ENTRY_INDEX] ?? 0, view: first, scrollTop: 0 };
    entries.set(shown.id, shown);
    publish();
    return reconcile;
  });
  history.scrollRestoration = 'manual';
  // A reload or a full navigation's return is the browser's to restore (this script runs only after
  // load and idle, well after that restore): the entry is left in the browser's mode.
  window.addEventListener('pagehide', () => {
    history.scrollRestoration = 'auto';
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) history.scrollRestoration = 'manual';
  });

  // The page's own pushes and replaces (wouter's navigate among them) carry the entry's id.
  const push = history.pushState;
  const replace = history.replaceState;
  history.pushState = function pushState(data: unknown, unused: string, url?: string | URL | null) {
    pushed = { id: freshId(), own: data !== null && data !== undefined };
    push.call(this, { ...stateOf(data), [ENTRY_ID]: pushed.id, [ENTRY_INDEX]: shown.index + 1 }, unused, url);
  };
  history.replaceState = function replaceState(data: unknown, unused: string, url?: string | URL | null) {
    replace.call(this, { ...stateOf(data), [ENTRY_ID]: shown.id, [ENTRY_INDEX]: shown.index }, unused, url);
  };
  // The first entry's id in its state; the change of address tells the App its page has new hooks.
  history.replaceState(history.state, '');
  // The app's back button (monitorLifeCycle) goes back here as the browser's does.
  void followAppBack(() => shown.index > 0);
}
