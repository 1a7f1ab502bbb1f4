/**
 * A load (a module's code, mostly) shared by every caller: the first call starts it, later calls get
 * the same promise. A failed load is forgotten, so the next call tries again (the app's file was
 * unreachable for a moment) instead of failing for the rest of the page's life.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
