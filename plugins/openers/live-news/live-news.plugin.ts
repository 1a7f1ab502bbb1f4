import { defineOpener } from '../../../core/engine/registry/define.ts';
import type { OpenAction, OpenContext } from '../../../core/engine/registry/types.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { filled, goTo, withQueryParam } from '../shared/item-address.ts';

/** Query parameter that carries the stored live token (core/platform/session/keys.ts LIVE_TOKEN_KEY) to the live page. */
export const LIVE_TOKEN_PARAM = 'token';

/** Spec 1 §2: news_live goes to its external address with the stored live token appended. */
export function decideLiveNews(item: ContentItem, context: OpenContext): OpenAction {
  const address = filled(item.externalUrl);
  const token = filled(context.liveToken);
  return goTo(address && token ? withQueryParam(address, LIVE_TOKEN_PARAM, token) : address, 'live item has no externalUrl');
}

export const liveNewsOpener = defineOpener({
  title: 'Live news: external address with the live token',
  schema: 'content-item',
  types: ['news_live'],
  decide: decideLiveNews,
});
