import { furthestPercent, type ScrollMetrics } from './read-progress.ts';

/** Spec 2 §7: the reading report's event name and its fixed fields. */
export const STAY_PAGE_EVENT = 'cms_stay_page';
export const STAY_ENTER_FROM = 'click_category';
export const STAY_PARAMS_FOR_SPECIAL = 'content_manager_system';
/** Spec 2 §9: read time is counted in whole seconds and reported in milliseconds. */
export const READ_TIME_UNIT_MS = 1000;
/** Spec 2 §2 query: source 'news' enables reading reports (spec 2 §9: "for source news or native"). */
export const READING_REPORT_SOURCE = 'news';

/** Spec 2 §9: the reading report is sent for source news, or inside the native app. */
export const readingReportEnabled = (source: string | null, insideApp: boolean): boolean => insideApp || source === READING_REPORT_SOURCE;

export interface StayPageParams {
  [field: string]: string | number;
  enter_from: string;
  category_name: string;
  group_id: string;
  /** The content read, as the analytics service lists items: JSON text of [{ id, type }]. */
  items: string;
  stay_time: number;
  percent: number;
  params_for_special: string;
}

export interface StayContext {
  contentId: string;
  contentType: string;
  categoryName: string;
}

/** Whole seconds of `elapsedMs`, in milliseconds (1999 ms → 1000). */
export const stayTimeMs = (elapsedMs: number): number => Math.floor(Math.max(0, elapsedMs) / READ_TIME_UNIT_MS) * READ_TIME_UNIT_MS;

export function stayPageParams(context: StayContext, elapsedMs: number, percent: number): StayPageParams {
  return {
    enter_from: STAY_ENTER_FROM,
    category_name: context.categoryName,
    group_id: context.contentId,
    items: JSON.stringify([{ id: context.contentId, type: context.contentType }]),
    stay_time: stayTimeMs(elapsedMs),
    percent,
    params_for_special: STAY_PARAMS_FOR_SPECIAL,
  };
}

export interface ReadingSession {
  /** The reader scrolled: the percent may grow (never shrinks). */
  scrolled(metrics: ScrollMetrics): void;
  /** The page was hidden or left: report the time read since the last report (once per stretch). */
  leave(): void;
  /** The page is shown again: a new stretch of reading starts. */
  resume(): void;
  percent(): number;
}

/**
 * One detail page's reading: time counts while the page is shown; leaving (page hidden, page closed,
 * another route) sends one report of that stretch with the furthest percent so far; a stretch under
 * one second sends none.
 */
export function startReadingSession(context: StayContext, send: (params: StayPageParams) => void, now: () => number = Date.now): ReadingSession {
  let percent = 0;
  let since: number | null = now();
  return {
    scrolled(metrics) {
      percent = furthestPercent(percent, metrics);
    },
    leave() {
      if (since === null) return;
      const elapsed = now() - since;
      since = null;
      // Under a whole second nothing was read (time is counted in seconds): no report.
      if (stayTimeMs(elapsed) > 0) send(stayPageParams(context, elapsed, percent));
    },
    resume() {
      since ??= now();
    },
    percent: () => percent,
  };
}
