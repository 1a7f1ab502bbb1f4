import { defineOpener } from '../../../core/engine/registry/define.ts';
import type { OpenAction } from '../../../core/engine/registry/types.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { filled, goTo } from '../shared/item-address.ts';

/** Spec 1 §2: these types go to their external address. */
export const EXTERNAL_ADDRESS_TYPES = ['service', 'tv', 'radio', 'news_picword', 'news_ad', 'adver'] as const;

export function decideExternalAddress(item: ContentItem): OpenAction {
  return goTo(filled(item.externalUrl), 'item has no externalUrl');
}

export const externalAddressOpener = defineOpener({
  title: 'External address (service, tv, radio, picture-word, adverts)',
  schema: 'content-item',
  types: EXTERNAL_ADDRESS_TYPES,
  decide: decideExternalAddress,
});
