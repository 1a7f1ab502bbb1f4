import type { ContentItem } from '../../../schemas/generated/types.ts';

/**
 * Spec 1 §2 / spec 2 §3: the advert content types. The spec names news_ad and adver and speaks of
 * "third-party advert types" without naming them; the third-party name below is the one our CMS
 * sends (cms/seed); extend this one list when a new ad network is added.
 */
export const OWN_ADVERT_TYPES = ['news_ad', 'adver'] as const;
export const THIRD_PARTY_ADVERT_TYPES = ['ad_third_party'] as const;
export const ADVERT_TYPES: readonly string[] = [...OWN_ADVERT_TYPES, ...THIRD_PARTY_ADVERT_TYPES];

export const isAdvert = (item: Pick<ContentItem, 'type'>): boolean => ADVERT_TYPES.includes(item.type ?? '');
