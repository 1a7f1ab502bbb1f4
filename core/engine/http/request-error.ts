import type { MessageKey } from '../i18n/i18n.ts';
import { handleFailure, type Failure, type FailureKind } from './error-catalogue.ts';

/** Kept for callers written before the catalogue grew: the kinds of a failed request. */
export type RequestFailure = FailureKind;

/** A failed request: how it failed, and the catalogue text a page shows for it (spec 1 §8). */
export class RequestError extends Error implements Failure {
  /** Set by the wrapper once the page's failure handler has shown the catalogue notice. */
  notified = false;

  constructor(
    readonly kind: FailureKind,
    readonly messageKey: MessageKey,
    readonly status: number | null = null,
    readonly code: number | string | null = null,
  ) {
    super(`${kind}${status === null ? '' : ` ${status}`}${code === null ? '' : ` code ${code}`}`);
    this.name = 'RequestError';
  }

  /** A classified failure, with its catalogue text. */
  static of(failure: Failure): RequestError {
    return new RequestError(failure.kind, handleFailure(failure).inline, failure.status, failure.code);
  }
}
