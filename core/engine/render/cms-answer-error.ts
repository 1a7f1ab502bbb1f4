/** A CMS answer that is not a success (its code) or of no known shape (code null). Its own file: pages check for it without loading the validators. */
export class CmsAnswerError extends Error {
  constructor(
    readonly code: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'CmsAnswerError';
  }

  /** The error of a non-success answer `{code, message}`: its code when numeric, its message when a text. */
  static of(answer: unknown): CmsAnswerError {
    const { code, message } = (answer ?? {}) as { code?: unknown; message?: unknown };
    const numeric = Number(code);
    return new CmsAnswerError(code !== null && code !== '' && Number.isFinite(numeric) ? numeric : null, typeof message === 'string' ? message : '');
  }
}
