import { describe, expect, it } from 'vitest';
import { parseDetailQuery } from '../../core/domain/detail/detail-query.ts';
import { CONTENT_ID_MAX_DIGITS, readIdParam } from '../../core/domain/rules/content-id.ts';

/** Issue 11: ids in page addresses; what is no platform id names no content. */
describe('ids in page addresses', () => {
  it.each(['1', '100001', ' 200001 ', '9'.repeat(CONTENT_ID_MAX_DIGITS)])('%j is an id', (raw) => {
    expect(readIdParam(raw)).toEqual({ kind: 'ok', id: raw.trim() });
  });

  it.each(['abc', '-1', '0', '007', '1e309', '12.5', '１２３', '9'.repeat(CONTENT_ID_MAX_DIGITS + 1), '<script>', '1 2'])('%j names no content', (raw) => {
    expect(readIdParam(raw)).toEqual({ kind: 'malformed' });
  });

  it.each([null, undefined, '', '   '])('%j is missing', (raw) => {
    expect(readIdParam(raw)).toEqual({ kind: 'missing' });
  });

  it('the detail query keeps only a usable newsId and says when one was malformed', () => {
    expect(parseDetailQuery('?newsId=100001')).toMatchObject({ newsId: '100001', newsIdMalformed: false });
    expect(parseDetailQuery('?newsId=abc')).toMatchObject({ newsId: null, newsIdMalformed: true });
    expect(parseDetailQuery('?source=life')).toMatchObject({ newsId: null, newsIdMalformed: false });
  });
});
