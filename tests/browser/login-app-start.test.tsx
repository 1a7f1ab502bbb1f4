import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { LOGIN_EXCEPTION_TOAST_MS } from '../../core/platform/session/app-start.ts';
import { startApp } from '../../src/pages/login/start-app.ts';
import { ToastHost } from '../../ui/notices/Toast.tsx';
import { watchCondition } from '../support/condition-span.ts';
import { installSimulator, resetNativeSide } from '../support/native-bridge.ts';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

beforeEach(resetNativeSide);
afterEach(() => {
  resetNativeSide();
  vi.restoreAllMocks();
});

/** The page's own start-up (the hook in src/main.tsx), inside the simulated Android app. */
describe('app start as the page runs it', () => {
  it('shows "Login failed" for 1 second when the ticket login throws, and lets the app render', async () => {
    installSimulator('module', { platform: 'android', appVersion: '4.2.0', loggedIn: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.spyOn(window, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const engine = testEngine({ language: 'en' });
    await startApp((notice) => engine.services.notices.show(notice), vi.fn());
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/api\/sys\/login\/mycs\/token$/);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ token: 'TGT-reader-0001' });
    expect(localStorage.getItem('authorization')).toBeNull();

    const shown = watchCondition(() => document.querySelector('[role="status"]')?.textContent?.includes('Login failed') ?? false);
    const screen = await render(
      <WithEngine engine={engine}>
        <ToastHost />
      </WithEngine>,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('Login failed');
    // Shown for its second (timed from its own appearing and leaving), then gone.
    await expect.poll(() => shown.ended(), { timeout: LOGIN_EXCEPTION_TOAST_MS + 5000 }).not.toBeNull();
    expect(shown.ended()! - shown.began()!).toBeGreaterThanOrEqual(LOGIN_EXCEPTION_TOAST_MS - 250);
    expect(screen.getByRole('status').query()).toBeNull();
  });
});
