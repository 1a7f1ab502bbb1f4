import { ROUTE } from '../../../core/engine/routes/routes.ts';
import { communityAddress, COMMUNITY_ITEM_TYPES, SPECIAL_SUBTYPE, VOTE_SUBTYPE, type CommunityPage } from '../../../core/domain/open/community.ts';
import { openUrlRoute } from '../../../core/domain/open/open-url.ts';
import { defineOpener } from '../../../core/engine/registry/define.ts';
import type { OpenAction, OpenContext } from '../../../core/engine/registry/types.ts';
import { DYNAMIC_ITEM_TYPE, FIVE_G_ITEM_TYPE, USER_ITEM_TYPE } from '../../../core/domain/search/result-types.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { extraText, filled, goTo } from '../shared/item-address.ts';

const idOf = (item: ContentItem): string | null => filled(item.id);
const toCommunity = (page: CommunityPage, item: ContentItem, context: OpenContext): OpenAction => {
  const id = idOf(item);
  return id ? goTo(communityAddress(page, id, context.communityBaseUrl), 'no community address') : { kind: 'none', reason: 'item has no id' };
};

/**
 * Spec 2 §2: a social post opens its own address when it has one on another host (guarded like any
 * navigation), a vote post vote details, a public account's special topic news, any other post the
 * community's /dynamicDetails.
 */
export function decideDynamic(item: ContentItem, context: OpenContext): OpenAction {
  const external = filled(item.externalUrl);
  if (external) return goTo(external, 'post has no address');
  const subType = extraText(item, 'subType');
  const id = idOf(item);
  if (id && subType === VOTE_SUBTYPE) return goTo(ROUTE.voteDetails.link({ newsId: id }), '');
  if (id && subType === SPECIAL_SUBTYPE) return goTo(ROUTE.topicNews.link({ newsId: id }), '');
  return toCommunity('dynamic', item, context);
}

export const dynamicOpener = defineOpener({
  title: 'Social post (dynamic): community page, vote details or topic news',
  schema: 'content-item',
  types: [DYNAMIC_ITEM_TYPE],
  decide: decideDynamic,
});

export const communityTopicOpener = defineOpener({
  title: 'Post topic tag: community /topicDetails',
  schema: 'content-item',
  types: [COMMUNITY_ITEM_TYPES.topic],
  decide: (item, context) => toCommunity('topic', item, context),
});

export const communityGroupOpener = defineOpener({
  title: 'Post group tag: community /groupDetails',
  schema: 'content-item',
  types: [COMMUNITY_ITEM_TYPES.group],
  decide: (item, context) => toCommunity('group', item, context),
});

/** A post's author and a user search result open the user's home. */
export const communityUserOpener = defineOpener({
  title: 'User: community user home',
  schema: 'content-item',
  types: [COMMUNITY_ITEM_TYPES.user, USER_ITEM_TYPE],
  decide: (item, context) => toCommunity('user', item, context),
});

/**
 * Spec 2 §3: a 5G channel item opens its link, else its external address. Such items are found only by
 * search, and another site's page opens inside the product: /openUrl with the title and search=1, the
 * one case spec 1 §2 gives that flag (back leads to the search). A path of our own origin is a route.
 */
export function decideFiveG(item: ContentItem): OpenAction {
  const link = extraText(item, 'link') ?? filled(item.externalUrl);
  if (!link || (link.startsWith('/') && !link.startsWith('//'))) return goTo(link, '5G item has no link');
  return { kind: 'route', path: openUrlRoute(link, item.title, true) };
}

export const fiveGOpener = defineOpener({
  title: '5G channel item: its link in /openUrl (search=1)',
  schema: 'content-item',
  types: [FIVE_G_ITEM_TYPE],
  decide: decideFiveG,
});
