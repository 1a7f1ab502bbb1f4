/**
 * Spec 2 §9: "read percent is max scroll position over page height, never decreasing, capped 100".
 * The scroll position is taken at the bottom of the viewport (what the reader has had on screen), so a
 * page read to its end counts as 100 and a page shorter than the screen counts as read at once.
 */

/** Spec 2 §7 / §9: the percent is capped at 100. */
export const READ_PERCENT_MAX = 100;

export interface ScrollMetrics {
  scrollTop: number;
  viewportHeight: number;
  pageHeight: number;
}

/** Percent of the page seen at this scroll position, a whole number in 0..100. */
export function readPercentAt({ scrollTop, viewportHeight, pageHeight }: ScrollMetrics): number {
  if (!(pageHeight > 0)) return 0;
  const seen = Math.max(0, scrollTop) + Math.max(0, viewportHeight);
  return Math.min(READ_PERCENT_MAX, Math.floor((seen * 100) / pageHeight));
}

/** The furthest the reader got: never decreasing, capped at 100. */
export function furthestPercent(previous: number, metrics: ScrollMetrics): number {
  return Math.min(READ_PERCENT_MAX, Math.max(previous, readPercentAt(metrics)));
}
