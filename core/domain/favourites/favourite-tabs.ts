import { favourCategories, favourPanels } from '../../../cities/current.ts';
import { ROUTE } from '../../engine/routes/routes.ts';
import { CmsAnswerError } from '../../engine/render/cms-answer-error.ts';
import { isSuccessCode } from '../../engine/http/answer-notice.ts';
import { isRecord } from '../../engine/schema/json-guards.ts';

/**
 * Favourites (spec 2 §2 Favourites, §3, §9): the tabs come from the sub-categories of the panel
 * category of the city's favourites tabs (Changsha's mycs.favorpanel); its tab ids map to panels (62815,
 * 62816, 62817 to 62822 video, 62823 live, 62821 news: cities/); the active tab id is kept locally,
 * starting at the city's default (62822). Pure.
 */

/** Spec 2 §2: the category whose panel lists the favourites tabs. */
export const FAVOUR_TABS_CATEGORY = favourCategories.tabs;
/** Spec 2 §9: favourite tab id → the panel it shows. */
export const FAVOUR_TAB_PANELS: ReadonlyMap<string, string> = new Map(favourPanels.tabPanels);
/** What each panel lists (its empty text says so: spec 2 §8). */
export const FAVOUR_PANEL_KINDS: ReadonlyMap<string, FavourKind> = new Map(favourPanels.panelKinds);
/** Spec 2 §2: the active tab at first. */
export const DEFAULT_FAVOUR_TAB = favourPanels.defaultTab;
/** Spec 2 §3: the local storage key of the active favourites tab. */
export const ACTIVE_FAVOUR_TAB_KEY = 'activeTabsId';
/** The favourites lists load 10 more at a time (spec 2 §9: list pagination 10). */
export const FAVOUR_MORE_PAGE_SIZE = 10;
/** Spec 2 §2: the favourites' search. */
export const FAVOUR_SEARCH_PATH = ROUTE.search.link({ text: '', searchType: 'favor' });

export type FavourKind = 'video' | 'live' | 'news';

export interface FavourTab {
  /** The panel the tab shows (the mapped id): also the id kept locally. */
  id: string;
  /** The category whose composite answer holds the reader's favourites of this tab. */
  categoryCode: string;
  /** The CMS's name for the tab. */
  name: string;
  kind: FavourKind | null;
}

const idText = (value: unknown): string => (typeof value === 'number' && Number.isInteger(value) ? String(value) : typeof value === 'string' ? value.trim() : '');

/** A sub-category's tab id as the panel it shows (unmapped ids stay as they are). */
export const favourPanelOf = (tabId: string): string => FAVOUR_TAB_PANELS.get(tabId) ?? tabId;

/**
 * The tabs of the mycs.favorpanel composite answer: the sub-categories of its panels, each with an
 * id and a category code; others are left out. A non-success answer throws.
 */
export function readFavourTabs(answer: unknown): FavourTab[] {
  if (!isRecord(answer) || !isSuccessCode(answer.code)) throw CmsAnswerError.of(answer);
  const panels = Array.isArray(answer.data) ? answer.data : [];
  const tabs: FavourTab[] = [];
  for (const panel of panels) {
    const subs = isRecord(panel) && Array.isArray(panel.subCategories) ? panel.subCategories : [];
    for (const sub of subs) {
      if (!isRecord(sub)) continue;
      const id = favourPanelOf(idText(sub.id));
      const categoryCode = typeof sub.code === 'string' ? sub.code.trim() : '';
      if (!id || !categoryCode || tabs.some((tab) => tab.id === id)) continue;
      tabs.push({ id, categoryCode, name: typeof sub.name === 'string' ? sub.name : '', kind: FAVOUR_PANEL_KINDS.get(id) ?? null });
    }
  }
  return tabs;
}

/** The tab to show: the one kept locally when it is still a tab (anything else is ignored), else 62822, else the first. */
export function activeFavourTab(tabs: readonly FavourTab[], stored: string | null): string | null {
  const kept = stored?.trim() ?? '';
  if (tabs.some((tab) => tab.id === kept)) return kept;
  if (tabs.some((tab) => tab.id === DEFAULT_FAVOUR_TAB)) return DEFAULT_FAVOUR_TAB;
  return tabs[0]?.id ?? null;
}
