import type { ContentItem } from '../../../schemas/generated/types.ts';

/** The author a follow button follows: the issuer of the content, when the CMS names one. */
export function authorIdOf(item: ContentItem): string | null {
  for (const field of ['issuerId', 'createBy'] as const) {
    const value: unknown = Reflect.get(item, field);
    if ((typeof value === 'string' && value.trim()) || typeof value === 'number') return String(value).trim();
  }
  return null;
}

/** The user an item's follow mark is about: a user result itself, else the content's author. */
export const followTargetOf = (item: ContentItem): string | null => (item.type === 'user' ? item.id : authorIdOf(item));
