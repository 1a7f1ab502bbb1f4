/**
 * A failure that says how to try again: a chunk that did not load is remembered as failed by what
 * loads it (the registry's plugins that join later), which starts afresh only when told. A boundary's
 * retry (core/engine/render/PageBoundary.tsx) tells it before rendering again, so the retry loads
 * the chunk again instead of reading the same failure.
 */
export class RetryableFailure extends Error {
  constructor(
    message: string,
    readonly again: () => void,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RetryableFailure';
  }
}

/** Before a retry: lets a retryable failure start afresh (anything else needs nothing). */
export function readyToRetry(error: unknown): void {
  if (error instanceof RetryableFailure) error.again();
}
