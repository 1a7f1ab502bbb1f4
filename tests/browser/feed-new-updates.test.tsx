import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { Language } from '../../core/engine/i18n/i18n.ts';
import listFixture from '../../plugins/panels/list-content/list-content.fixture.ts';
import { FeedView } from '../../src/feed/FeedView.tsx';
import { COMPOSITE_PATH, useFeed } from '../../src/feed/useFeed.ts';
import { testEngine, WithEngine } from '../support/render-engine.tsx';
import type { Engine } from '../../core/engine/render/engine.tsx';

const ISSUED = 1732406400000;
/** A feed page whose newest item was issued at `newest`. */
const pageUpTo = (newest: number) => ({
  code: 200,
  message: 'success',
  data: [{ ...listFixture.valid[0], contents: Array.from({ length: 5 }, (_, i) => ({ id: newest - i, title: `第${i}条`, listStyle: 0, issueTimeStamp: newest - i * 60_000 })) }],
});

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
/** The reader leaves the page (another app, another tab) and comes back. */
function leaveAndComeBack(): void {
  for (const state of ['hidden', 'visible'] as const) {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  }
}
afterEach(() => void (visibility = 'visible'));

function Feed({ engine }: { engine: Engine }) {
  return <FeedView feed={useFeed(engine, 'test.newer', { newerCheckAfterHiddenMs: 0 })} failedText="failed" />;
}

async function feedAnswering(language: Language, answers: unknown[]) {
  let call = 0;
  const asked = () => call;
  // Feed pages by the composite call; a load-more (the footer in view) finds nothing more.
  const request = async (path: string) => (path === COMPOSITE_PATH ? answers[Math.min(call++, answers.length - 1)] : { code: 200, message: 'success', data: [] });
  const engine = testEngine({ language, services: { request } });
  const screen = await render(
    <WithEngine engine={engine}>
      <Feed engine={engine} />
    </WithEngine>,
  );
  await expect.element(screen.getByText('第0条')).toBeVisible();
  return { screen, asked };
}

/** Spec 1 §9: 'New updates pull down to refresh', in the three languages. */
describe("'new updates, pull down to refresh' (issue 33 item 10)", () => {
  it.each([
    ['en', 'New updates pull down to refresh'],
    ['zh-CN', '有新内容，下拉刷新'],
    ['zh-TW', '有新內容，下拉重新整理'],
  ] as const)('%s: shows %j when the reader comes back and the CMS has a newer item', async (language, text) => {
    const { screen, asked } = await feedAnswering(language, [pageUpTo(ISSUED), pageUpTo(ISSUED + 60_000)]);
    expect(screen.getByText(text).query()).toBeNull();
    // The watch starts at the page's first idle moment (useFeed): the reader comes back until it has.
    await expect
      .poll(() => {
        leaveAndComeBack();
        return screen.getByText(text).query();
      })
      .not.toBeNull();
    await expect.element(screen.getByText(text)).toBeVisible();
    expect(asked()).toBeGreaterThanOrEqual(2);
    // The list itself stays as it was until the reader refreshes.
    expect(screen.getByText('第0条').query()).not.toBeNull();
  });
});
