import { ROUTE } from '../../engine/routes/routes.ts';

/**
 * The hot tab's rankings (spec 2 §2, §3, §9): local services, news and books. Calls, windows and
 * the rules of their rows; pure, so node tests hold them.
 */

/** Spec 2 §7: the local service ranking (top 10 of the last 7 days). */
export const SERVICE_RANKING_PATH = '/api/cms/client/home/top/10';
/** The news ranking: the spec shows no path; the local CMS's chosen one (cms/README.md). */
export const NEWS_RANKING_PATH = '/api/cms/client/home/newsRank';
/** Spec 2 §7: the book borrowing ranking. */
export const BOOK_RANKING_PATH = '/api/cms/client/home/bookTop';

/** Spec 2 §9: ranking windows. */
export const SERVICE_RANKING_DAYS = 7;
export const SERVICE_RANKING_SIZE = 10;
export const NEWS_RANKING_HOURS = 24;
export const BOOK_RANKING_DAYS = 60;
/** Spec 2 §2: the first three rows of every ranking are highlighted. */
export const HIGHLIGHTED_ROWS = 3;

/** Spec 2 §3: labelType of a news ranking item: 1 shows 'hot', 2 'new', anything else nothing. */
export const NEWS_LABELS: ReadonlyMap<number, 'hot' | 'new'> = new Map([
  [1, 'hot'],
  [2, 'new'],
]);

export const isHighlighted = (index: number): boolean => index >= 0 && index < HIGHLIGHTED_ROWS;

export function newsLabel(labelType: number | null | undefined): 'hot' | 'new' | null {
  return labelType == null ? null : (NEWS_LABELS.get(labelType) ?? null);
}

/**
 * Spec 2 §2: a service's bar is as wide as its visits relative to the first row's (the most
 * visited), in percent 0–100; a first row of no visits gives empty bars.
 */
export function barWidthPercent(visits: number, firstVisits: number): number {
  if (!(firstVisits > 0) || !(visits > 0)) return 0;
  return Math.min(100, Math.round((visits / firstVisits) * 1000) / 10);
}

/** Spec 2 §2: at most the top 10 services are shown, in the order the CMS ranked them. */
export const topServices = <T>(list: readonly T[]): T[] => list.slice(0, SERVICE_RANKING_SIZE);

/**
 * A news ranking row as an item the open rules can open: spec 2 §3 gives it only id, title, type
 * and labelType, so its address is the news detail of its id (a detailUrl it brings wins).
 */
export function rankedNewsItem<T extends { id: string; detailUrl?: unknown }>(row: T): T & { detailUrl: string } {
  const given = typeof row.detailUrl === 'string' && row.detailUrl.trim() !== '' ? row.detailUrl : null;
  return { ...row, detailUrl: given ?? ROUTE.details.link({ newsId: row.id }) };
}
