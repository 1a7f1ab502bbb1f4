import { Activity, useCallback, useEffect, useLayoutEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';

const pageScrollTop = (): number => document.scrollingElement?.scrollTop ?? window.scrollY;

/** Where a tab shown for the first time lands, from where the page was on the tab the reader left. */
export type Landing = (from: number) => number;

/** By default a tab shown for the first time starts at the top of the page. */
const AT_THE_TOP: Landing = () => 0;

/**
 * Issue 28: each tab of a page keeps its place. The tabs visited stay mounted, hidden while another
 * shows (their loaded pages, filters and state kept, nothing asked again), and the page's scroll
 * position is kept per tab: back on a tab, the page is where the reader left it.
 *
 * A tab shown for the first time lands at the top, or, with `landsWhenReady`, where the page says
 * once the tab's content has rendered (`land`): landing before, the tab's shorter skeleton would
 * clamp the position (the life home's tabs landed at 129 px instead of 292).
 */
export function useKeptTabs<K extends string>(active: K | null, { landsWhenReady = false } = {}) {
  const [visited, setVisited] = useState<readonly K[]>(active === null ? [] : [active]);
  if (active !== null && !visited.includes(active)) setVisited([...visited, active]);
  const places = useRef(new Map<K, number>());
  // The tab shown (null while the page's tabs are still coming).
  const shown = useRef(active);
  const seen = useRef(new Set<K | null>([active]));
  // A first visit waiting for its content: the tab, and where the page was on the tab left.
  const landing = useRef<{ tab: K; from: number } | null>(null);
  // A tab's content that rendered in the switch's own commit: its layout effect ran before this hook's.
  const renderedEarly = useRef<{ tab: K; where: Landing } | null>(null);
  // A page hidden (kept for the way back, React's Activity) lets go of a landing not made: shown
  // again, its tab's content renders again, and a stale landing moved the reader to the tab's top.
  useEffect(
    () => () => {
      landing.current = null;
      renderedEarly.current = null;
    },
    [],
  );

  /**
   * Keeps the shown tab's place: as the reader scrolls, and by the page just before it switches
   * tabs (a scroll event comes a frame late; after the switch, the new tab's height may have clamped it).
   */
  const keepPlace = useCallback(() => {
    if (shown.current !== null) places.current.set(shown.current, pageScrollTop());
  }, []);
  useEffect(() => {
    window.addEventListener('scroll', keepPlace, { passive: true });
    return () => window.removeEventListener('scroll', keepPlace);
  }, [keepPlace]);

  // The switch has rendered (not yet painted): a tab seen before goes back to its place. The first
  // tab, once the tabs have come, is no switch: the page stays where it is.
  useLayoutEffect(() => {
    const previous = shown.current;
    if (previous === active || active === null) return;
    shown.current = active;
    landing.current = null;
    const firstTab = previous === null;
    if (firstTab) {
      seen.current.add(active);
      return;
    }
    const from = places.current.get(previous) ?? 0;
    const early = renderedEarly.current;
    renderedEarly.current = null;
    if (seen.current.has(active)) window.scrollTo({ top: places.current.get(active) ?? 0 });
    else if (landsWhenReady && early?.tab === active) window.scrollTo({ top: early.where(from) });
    else if (landsWhenReady) landing.current = { tab: active, from };
    else window.scrollTo({ top: AT_THE_TOP(from) });
    seen.current.add(active);
  }, [active, landsWhenReady]);

  /** A first-shown tab's content has rendered: the page lands where `where` says (once; later calls do nothing). */
  const land = useCallback((tab: K, where: Landing) => {
    const waiting = landing.current;
    // Before the switch's own layout effect (the same commit): it lands the page.
    if (shown.current !== tab && !seen.current.has(tab)) renderedEarly.current = { tab, where };
    if (!waiting || waiting.tab !== tab || shown.current !== tab) return;
    landing.current = null;
    window.scrollTo({ top: where(waiting.from) });
  }, []);

  return { visited, land, keepPlace };
}

interface PanelsProps<K extends string> {
  visited: readonly K[];
  active: K;
  /** The shown tab's panel attributes (role, id, labels, test ids): the hidden ones carry none, so a page has one tab panel. */
  panel: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string>;
  children: (tab: K) => ReactNode;
}

/**
 * The visited tabs' contents, each in its own box: the shown one with the panel's attributes, the
 * others hidden, their background work paused (React's Activity: timers, carousels and newer-items
 * checks live in effects, stopped while hidden and started again when the tab shows). The box is
 * outside the Activity: React renders a hidden Activity's updates later, when idle, and a box inside
 * kept the panel's id and role after its tab was left (two tab panels, on a busy phone for seconds).
 */
export function KeptTabPanels<K extends string>({ visited, active, panel, children }: PanelsProps<K>) {
  return (
    <>
      {visited.map((tab) => (
        <div key={tab} hidden={tab !== active} {...(tab === active ? panel : {})}>
          <Activity mode={tab === active ? 'visible' : 'hidden'}>{children(tab)}</Activity>
        </div>
      ))}
    </>
  );
}
