/**
 * How long the browser tests' waits (expect.poll, expect.element, vi.waitFor, vi.waitUntil) wait for a
 * condition unless a test says otherwise: Vitest's own 1 s failed on a busy machine
 * (scripts/stress-test.sh); a condition met returns at once.
 */
export const CONDITION_TIMEOUT_MS = 5000;
