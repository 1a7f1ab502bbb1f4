/** A CMS answer that is not a success (its code) or of no known shape (code null). Its own file: pages check for it without loading the validators. */
export class CmsAnswerError extends Error {
  constructor(
    readonly code: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'CmsAnswerError';
  }
}
