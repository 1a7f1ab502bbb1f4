/** Content-system success code (spec 2 §7). */
export const OK = 200;
/** Codes this CMS answers with (documented in cms/README.md). */
export const BAD_PARAMETER = 400;
export const NOT_FOUND = 404;

export interface EnvelopeBody<T> {
  code: number;
  message: string;
  data: T;
}

export const ok = <T>(data: T): EnvelopeBody<T> => ({ code: OK, message: 'success', data });
export const fail = (code: number, message: string): EnvelopeBody<null> => ({ code, message, data: null });
