/* Waiting on a condition, never for a fixed time: the suite passes on a busy machine too. */

/** Thrown by a check to stop waiting at once: what it saw will not get better. */
export class GiveUp extends Error {}

/** Polls `check` until it returns a value other than null/false, or throws after `timeoutMs` (or a GiveUp at once). */
export async function waitFor<T>(what: string, check: () => Promise<T | null | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  for (;;) {
    try {
      const value = await check();
      if (value !== null && value !== false) return value;
    } catch (error) {
      if (error instanceof GiveUp) throw error;
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? ` (${String(last)})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
