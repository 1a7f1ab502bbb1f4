import { lifeCategories } from '../../../cities/current.ts';

/**
 * The life home (spec 2 §2, §7, §9): its tabs, what each asks the CMS for, and where the page
 * scrolls when the reader switches tabs. Pure: the page decides when.
 */

/** Spec 2 §2: the four tabs, in order, by the category each shows. */
export const LIFE_TABS = [
  { key: lifeCategories.recommend, label: 'recommend' },
  { key: lifeCategories.boon, label: 'welfare' },
  { key: lifeCategories.happy, label: 'play' },
  { key: lifeCategories.hot, label: 'hot' },
] as const;
export type LifeTabKey = (typeof LIFE_TABS)[number]['key'];
export type LifeTabLabel = (typeof LIFE_TABS)[number]['label'];

/** Spec 2 §2: the query parameter that preselects a tab. */
export const LIFE_TAB_QUERY = 'key';
/** Spec 2 §7: panels by category for life: pageSize 20, with adverts. */
export const LIFE_PAGE_SIZE = 20;
/** Spec 2 §7: more panel content: pageSize 10 from the cursor. */
export const LIFE_MORE_PAGE_SIZE = 10;
/** Spec 2 §2: the carousel offset with adverts (the advert carousel's height above the tabs). */
export const ADVERT_CAROUSEL_OFFSET_PX = 292;
/** Spec 2 §2: the carousel offset of the header alone (search bar and tabs). */
export const HEADER_OFFSET_PX = 98;

/** The tab a `key` query names, else the first (recommend). Unknown keys are ignored. */
export function lifeTabOf(key: string | null | undefined): LifeTabKey {
  return LIFE_TABS.find((tab) => tab.key === key)?.key ?? LIFE_TABS[0].key;
}

/**
 * Spec 2 §2 carousel offsets: the tab bar sticks under the header; once the reader has scrolled
 * past the carousel's offset (292 px when the tab opens with an advert carousel, 98 px for the
 * header alone), a newly chosen tab starts at that offset, so its first panel shows under the
 * header instead of mid-list. Above it, the page stays where it is.
 */
export function scrollTopOnTabSwitch(scrollTop: number, opensWithAdvertCarousel: boolean): number {
  const offset = opensWithAdvertCarousel ? ADVERT_CAROUSEL_OFFSET_PX : HEADER_OFFSET_PX;
  return Math.min(Math.max(0, scrollTop), offset);
}
