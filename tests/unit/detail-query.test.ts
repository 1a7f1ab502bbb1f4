import { describe, expect, it } from 'vitest';
import { categoryFor, parseDetailQuery, RECOMMEND_CATEGORY_KEY, rememberCategory } from '../../core/domain/detail/detail-query.ts';
import { detailFeatures } from '../../core/domain/detail/detail-variants.ts';

function memoryStorage(values: Record<string, string> = {}) {
  const map = new Map(Object.entries(values));
  return { map, getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value) };
}

describe('detail query (spec 2 §2)', () => {
  it('reads every parameter', () => {
    expect(parseDetailQuery('?newsId=100004&preview=1&source=life&sources=slh&category_name=mycs.news&columnId=48662')).toEqual({
      newsId: '100004',
      newsIdMalformed: false,
      preview: true,
      source: 'life',
      sources: 'slh',
      categoryName: 'mycs.news',
      columnId: '48662',
    });
  });

  it.each(['', '?newsId=', '?newsId=%20%20', '?newsid=1'])('has no news ID for %j', (search) => {
    expect(parseDetailQuery(search).newsId).toBeNull();
  });

  it('previews only with preview=1', () => {
    expect(parseDetailQuery('?newsId=1&preview=true').preview).toBe(false);
    expect(parseDetailQuery('?newsId=1&preview=0').preview).toBe(false);
  });

  it('stores category_name as the recommendation category under cs_volcengineCategoryId (spec 2 §3)', () => {
    expect(RECOMMEND_CATEGORY_KEY).toBe('cs_volcengineCategoryId');
    const storage = memoryStorage();
    rememberCategory(storage, parseDetailQuery('?newsId=1&category_name=mycs.life.hot'));
    expect(storage.map.get('cs_volcengineCategoryId')).toBe('mycs.life.hot');
    rememberCategory(storage, parseDetailQuery('?newsId=1'));
    expect(storage.map.get('cs_volcengineCategoryId')).toBe('mycs.life.hot');
    expect(categoryFor(storage, parseDetailQuery('?newsId=1'))).toBe('mycs.life.hot');
    expect(categoryFor(memoryStorage(), parseDetailQuery('?newsId=1'))).toBe('');
  });
});

describe('what each detail page shows (spec 2 §2)', () => {
  it('asks for adverts on /details only when source is life (hasAdvert=1, else 0)', () => {
    expect(detailFeatures('details', parseDetailQuery('?newsId=1&source=life')).hasAdvert).toBe(true);
    expect(detailFeatures('details', parseDetailQuery('?newsId=1&source=news')).hasAdvert).toBe(false);
    expect(detailFeatures('details', parseDetailQuery('?newsId=1')).hasAdvert).toBe(false);
  });

  it('always has the advert block on /zhcs-details, never on /primitiveDetails', () => {
    expect(detailFeatures('zhcs', parseDetailQuery('?newsId=1')).hasAdvert).toBe(true);
    expect(detailFeatures('primitive', parseDetailQuery('?newsId=1&source=life')).hasAdvert).toBe(false);
  });

  it('shows a share link and no related services for sources=slh', () => {
    expect(detailFeatures('details', parseDetailQuery('?newsId=1&sources=slh'))).toMatchObject({ shareLink: true, relatedServices: false });
    expect(detailFeatures('details', parseDetailQuery('?newsId=1&sources=other'))).toMatchObject({ shareLink: false, relatedServices: true });
  });

  it('keeps /primitiveDetails plain: no surroundings, no reading report', () => {
    expect(detailFeatures('primitive', parseDetailQuery('?newsId=1&sources=slh'))).toEqual({
      hasAdvert: false,
      relatedServices: false,
      shareLink: false,
      extras: false,
      readingReport: false,
    });
  });
});
