/**
 * Resolves in a task of its own, after the browser has had a chance to paint and handle input:
 * work split at these points shows as several short tasks instead of one long one (a long task
 * delays the reader's next tap). `scheduler.yield` where there is one (it keeps the caller's place
 * ahead of other queued work), else a message, which is not clamped like a nested timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.addEventListener(
      'message',
      () => {
        port1.close();
        resolve();
      },
      { once: true },
    );
    port1.start();
    port2.postMessage(null);
  });
}
