import { Activity, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { KeptTabPanels, useKeptTabs } from '../../ui/tabs/kept-tabs.tsx';

/** Where a first-shown tab lands once its content has rendered (the life home's offset, say). */
const LANDING_PX = 300;

type Tab = 'a' | 'b';

/** A tab's content: once it has rendered, it asks the page to land (as the life home's tab feeds do). */
function TabContent({ tab, ready, land }: { tab: Tab; ready: boolean; land: (tab: Tab, where: (from: number) => number) => void }) {
  useLayoutEffect(() => {
    if (ready) land(tab, (from) => Math.min(from, LANDING_PX));
  }, [ready, tab, land]);
  return <div style={{ height: ready ? '4000px' : '100px' }}>{tab}</div>;
}

function Tabs({ active, ready }: { active: Tab; ready: boolean }) {
  const { land } = useKeptTabs<Tab>(active, { landsWhenReady: true });
  return <TabContent key={active} tab={active} ready={ready} land={land} />;
}

function Page({ active, ready, shown = true }: { active: Tab; ready: boolean; shown?: boolean }) {
  return (
    <>
      <Activity mode={shown ? 'visible' : 'hidden'}>
        <Tabs active={active} ready={ready} />
      </Activity>
      {/* What another page (kept beside it) adds: room to be elsewhere while this one is hidden. */}
      <div style={{ height: '5000px' }} />
    </>
  );
}

afterEach(() => {
  window.scrollTo(0, 0);
  document.documentElement.style.overflowAnchor = '';
});

/** Scrolls as a reader would: the page hears of it (its scroll event) before anything else happens. */
async function scrollTo(top: number): Promise<void> {
  window.scrollTo(0, top);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  expect(window.scrollY).toBe(top);
}

describe('a tab shown for the first time lands where the page says (issue 28)', () => {
  it('also when its content rendered in the switch itself (its layout effect ran before the tabs’)', async () => {
    const screen = await render(<Page active="a" ready />);
    await scrollTo(1000);
    await screen.rerender(<Page active="b" ready />);
    expect(window.scrollY).toBe(LANDING_PX);
  });

  it('a landing not made before the page was hidden is not made when it shows again (back)', async () => {
    const screen = await render(<Page active="a" ready />);
    await scrollTo(1000);
    // The new tab's content is still coming: the landing waits for it.
    await screen.rerender(<Page active="b" ready={false} />);
    // The reader opens something else: this page is kept, hidden; the other is read at its own place.
    await screen.rerender(<Page active="b" ready={false} shown={false} />);
    await screen.rerender(<Page active="b" ready shown={false} />);
    await scrollTo(1200);
    // Back: the page shows again, its tab's content rendering again, and the reader stays put (the
    // browser's scroll anchoring, which would follow the content shown above, kept out of it).
    document.documentElement.style.overflowAnchor = 'none';
    await screen.rerender(<Page active="b" ready shown />);
    expect(window.scrollY).toBe(1200);
  });
});

/** Counts the tab panels as the switch commits (before React's later work on the hidden tab). */
function PanelsAtCommit({ active, seen }: { active: Tab; seen: string[] }) {
  useLayoutEffect(() => {
    seen.push(`${active}: ${document.querySelectorAll('[role="tabpanel"]').length}`);
  }, [active, seen]);
  return (
    <KeptTabPanels visited={['a', 'b']} active={active} panel={{ role: 'tabpanel', id: 'kept-panel' }}>
      {(tab) => <p>{tab}</p>}
    </KeptTabPanels>
  );
}

describe('the kept tabs give one tab panel at a time', () => {
  it('the tab left loses the panel role and id in the switch itself', async () => {
    const seen: string[] = [];
    const screen = await render(<PanelsAtCommit active="a" seen={seen} />);
    await screen.rerender(<PanelsAtCommit active="b" seen={seen} />);
    await screen.rerender(<PanelsAtCommit active="a" seen={seen} />);
    expect(seen).toEqual(['a: 1', 'b: 1', 'a: 1']);
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('a');
  });
});
