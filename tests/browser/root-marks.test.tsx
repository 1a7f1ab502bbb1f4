import { expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { BOTTOM_BAR_MARK, useRootMark } from '../../ui/page-marks/use-root-mark.ts';

/* The action bar marks <html> while it shows, so the 'open the app' strip docks above it (ui/share/share.css). */
function Bar() {
  useRootMark(BOTTOM_BAR_MARK);
  return <section>bar</section>;
}

const marked = () => document.documentElement.hasAttribute(BOTTOM_BAR_MARK);

it('marks the page while a bar shows, and until the last one has gone', async () => {
  expect(marked()).toBe(false);
  const first = await render(<Bar />);
  const second = await render(<Bar />);
  expect(marked()).toBe(true);
  await first.unmount();
  expect(marked()).toBe(true);
  await second.unmount();
  expect(marked()).toBe(false);
});
