import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { NotFoundPage } from '../../src/pages/NotFoundPage.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

/** Issue 12: a page names itself in the tab, in the reader's language, instead of keeping the home's 'news'. */
describe('document titles', () => {
  it.each([
    ['en', 'This page does not exist'],
    ['zh-CN', '页面不存在'],
  ] as const)("the not-found page says so in the tab (%s)", async (language, title) => {
    document.title = 'news';
    const location = memoryLocation({ path: '/nope' });
    const screen = await render(
      <WithEngine engine={testEngine({ language })}>
        <Router hook={location.hook}>
          <NotFoundPage />
        </Router>
      </WithEngine>,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent(title);
    expect(document.title).toBe(title);
  });
});
