import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureRequests, type RequestSetup } from '../../core/engine/http/request-setup.ts';
import { wireRequests } from '../../src/engine.ts';
import DetailPage from '../../src/pages/details/DetailPage.tsx';
import { ToastHost } from '../../ui/notices/Toast.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';
import { standInOrigin } from '../support/stand-in-origin.ts';

/**
 * Issue 12: the error catalogue's effects run from the page's first request on. The detail call
 * below fails at once (the stand-in has no such path: HTTP 404), before any page service started.
 */
let previous: RequestSetup;
beforeAll(() => {
  previous = configureRequests({ baseUrl: standInOrigin(), cookies: () => '' });
});
afterAll(() => void configureRequests(previous));

describe('a request that fails in the first moments', () => {
  it("shows the catalogue's toast at once, beside the page's retry", async () => {
    const engine = testEngine({ language: 'en' });
    wireRequests(engine);
    const location = memoryLocation({ path: '/details?newsId=100003' });
    const screen = await render(
      <WithEngine engine={engine}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <DetailPage variant="details" />
        </Router>
        <ToastHost />
      </WithEngine>,
    );
    await expect.element(screen.getByRole('status').filter({ hasText: 'Connection error (404)!' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
