import { REQUEST_TIMEOUT_MS, RequestError } from './request.ts';

/**
 * A text (an article body) within the request time-out of spec 1 §9: past it the fetch is aborted and
 * fails as the request wrapper's time-out does; the caller's signal stops it too.
 */
export async function fetchTextWithin(
  fetchText: (url: string, signal: AbortSignal) => Promise<string>,
  url: string,
  signal: AbortSignal,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<string> {
  const controller = new AbortController();
  const stop = () => controller.abort(signal.reason);
  signal.addEventListener('abort', stop);
  const timer = setTimeout(() => controller.abort('timeout'), timeoutMs);
  try {
    return await Promise.race([
      fetchText(url, controller.signal),
      new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true })),
    ]);
  } catch (error) {
    throw controller.signal.reason === 'timeout' ? RequestError.of({ kind: 'timeout', status: null, code: null }) : error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}
