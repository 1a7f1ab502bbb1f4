/**
 * Ids in page addresses (newsId, id, pcommentId): the platform's ids are positive integers of up to
 * 19 digits (64-bit), written in decimal. Anything else ('abc', '-1', '1e309', 20 digits) names no
 * content: the page says so at once instead of asking the CMS and offering a retry that cannot help.
 */
export const CONTENT_ID_MAX_DIGITS = 19;
const CONTENT_ID = new RegExp(`^[1-9]\\d{0,${CONTENT_ID_MAX_DIGITS - 1}}$`);

export type IdParam = { kind: 'missing' } | { kind: 'malformed' } | { kind: 'ok'; id: string };

export function readIdParam(value: string | null | undefined): IdParam {
  const text = value?.trim() ?? '';
  if (text === '') return { kind: 'missing' };
  return CONTENT_ID.test(text) ? { kind: 'ok', id: text } : { kind: 'malformed' };
}
