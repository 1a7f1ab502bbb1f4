import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_START_ANSWERS_TIMEOUT_MS, type AppSilentError } from '../../core/platform/session/start-session.ts';
import { startApp } from '../../src/pages/login/start-app.ts';
import { installSimulator, resetNativeSide } from '../support/native-bridge.ts';

beforeEach(resetNativeSide);
afterEach(() => {
  resetNativeSide();
  vi.restoreAllMocks();
});

/**
 * The page's own start-up (the hook in src/main.tsx) in an app that never answers one question. A file
 * of its own: the page has one bridge (core/platform/bridge/app-bridge.ts), made for the first app it meets.
 */
describe('app start with a silent app (issue 33 item 4)', () => {
  it(
    'starts within its time limit when the app never answers the security-lock check, logs in and reports it',
    async () => {
      const sim = installSimulator('module', { platform: 'android', appVersion: '4.1.0', loggedIn: true, withhold: ['getSecurityLockState'] });
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const answer = { code: 200, data: { token: 'jwt-1', mycsUserId: '10001', gdyToken: 'gdy-1', loginSysUserVo: {} } };
      vi.spyOn(window, 'fetch').mockImplementation(async () => Response.json(answer));
      const reported: AppSilentError[] = [];
      const began = performance.now();
      await startApp(() => {}, (error) => reported.push(error));
      const waited = performance.now() - began;

      expect(sim.callsTo('getSecurityLockState')).toHaveLength(1);
      // The page may render: not after the bridge's 120 s, after app start's own limit (and a busy machine's slack).
      expect(waited).toBeGreaterThanOrEqual(APP_START_ANSWERS_TIMEOUT_MS - 50);
      expect(waited).toBeLessThan(APP_START_ANSWERS_TIMEOUT_MS + 3000);
      // Spec 1 §4: an unknown lock state does not hold the reader up: the ticket login ran.
      expect(localStorage.getItem('authorization')).toBe('jwt-1');
      expect(reported.map((error) => [error.name, error.handler])).toEqual([['AppSilentError', 'getSecurityLockState']]);
    },
    APP_START_ANSWERS_TIMEOUT_MS + 10_000,
  );
});
