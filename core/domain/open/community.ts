import { ROUTE } from '../../engine/routes/routes.ts';
import { COMMUNITY_BASE_URLS } from '../../engine/env/environment.ts';

/**
 * Spec 2 §2 (Dynamic card): where a social post's parts lead. The post, its topic, its group and its
 * author's home are community pages on the community's host; a vote post opens our vote details, a
 * public account's special topic our topic news. A card hands each target to `onOpen` as an item of
 * its own type, so an opener plugin decides where it goes like for any item.
 */
export const COMMUNITY_ITEM_TYPES = {
  topic: 'community.topic',
  group: 'community.group',
  user: 'community.user',
} as const;

/** Spec 2 §2: the community's pages, each taking ?id. */
export const COMMUNITY_PAGES = {
  dynamic: '/dynamicDetails',
  topic: '/topicDetails',
  group: '/groupDetails',
  user: '/userHome',
} as const;
export type CommunityPage = keyof typeof COMMUNITY_PAGES;

/** Spec 2 §2: a vote post opens vote details (?newsId), a public account's special topic news (?newsId). */
export const VOTE_DETAILS_PATH = ROUTE.voteDetails.path;
export const TOPIC_NEWS_PATH = ROUTE.topicNews.path;
/** Spec 2 §3: subType of a post that carries a vote (extend.vote). */
export const VOTE_SUBTYPE = 'vote';
/** Not in the spec: subType of a public account's post about a special topic (it opens /topicNews). */
export const SPECIAL_SUBTYPE = 'special';

/** The address of a community page for `id`, on `base` (absolute, or a path of the page's origin). */
export function communityAddress(page: CommunityPage, id: string, base: string = COMMUNITY_BASE_URLS.local): string {
  return `${base.replace(/\/+$/, '')}${COMMUNITY_PAGES[page]}?id=${encodeURIComponent(id)}`;
}
