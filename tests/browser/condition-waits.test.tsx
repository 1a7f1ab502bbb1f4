import { describe, expect, it, vi } from 'vitest';
import { CONDITION_TIMEOUT_MS } from '../support/condition-timeout.ts';

/*
 * A condition a busy machine meets late (a list's last block rendered after 1.5 s) still passes: the
 * browser tests' waits last CONDITION_TIMEOUT_MS, not Vitest's 1 s (tests/support/browser-setup.ts).
 */
describe("the browser tests' waits", () => {
  it('wait for a condition met after more than Vitest\'s own second', async () => {
    let met = false;
    setTimeout(() => (met = true), 1500);
    await vi.waitFor(() => expect(met).toBe(true));
    met = false;
    setTimeout(() => (met = true), 1500);
    await expect(vi.waitUntil(() => met)).resolves.toBe(true);
    expect(CONDITION_TIMEOUT_MS).toBeGreaterThan(1500);
  });

  it('keep a timeout a test names', async () => {
    await expect(vi.waitFor(() => expect(false).toBe(true), { timeout: 100 })).rejects.toThrow();
  });
});
