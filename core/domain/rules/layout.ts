/** Spec 1 §9: the design is drawn 750 units wide (one unit = 1/750 of the viewport width). */
export const DESIGN_WIDTH = 750;
/** Spec 1 §9: the root font size. */
export const BASE_FONT_SIZE = '5vw';
/** Spec 1 §9: carousel height, about 51.5vw. */
export const CAROUSEL_HEIGHT_VW = 51.5;
export const CAROUSEL_HEIGHT = `${CAROUSEL_HEIGHT_VW}vw`;
/** Spec 2 §2: the life home carousel offset when adverts show ... */
export const LIFE_CAROUSEL_AD_OFFSET_PX = 292;
/** ... and the life home header's height in the same offset. */
export const LIFE_CAROUSEL_HEADER_OFFSET_PX = 98;
/**
 * How many of a feed's first panels have their lead picture load at once and with high priority, not
 * lazily (not a spec number; issue 31): one, the feed's first (the carousel's first slide), the likely
 * largest paint. One picture at high priority, named once: the server's rendering preloads it (React
 * names an eagerly loaded picture in the HTML it renders); the rest of the first screen loads as the
 * page lays it out, without competing with it.
 */
export const LEAD_PANELS = 1;

/** Spec 2 §9: in two-option votes each side's bar is 30 to 72 percent wide. */
export const VOTE_BAR_MIN_PERCENT = 30;
export const VOTE_BAR_MAX_PERCENT = 72;

/** A length of the 750-unit design as a CSS vw length: 375 → '50vw'. */
export function designUnitsToVw(units: number): string {
  const vw = Math.round(((units * 100) / DESIGN_WIDTH) * 1000) / 1000;
  return `${vw}vw`;
}

const clampPercent = (p: number): number => Math.min(VOTE_BAR_MAX_PERCENT, Math.max(VOTE_BAR_MIN_PERCENT, p));
const safeCount = (n: number | null | undefined): number => (Number.isFinite(n) && (n as number) > 0 ? (n as number) : 0);
const hundredths = (p: number): number => Math.round(p * 100) / 100;

/**
 * Spec 2 §9: the two bar widths (percent) of a two-option vote. Each side's width is its share of
 * the votes, clamped to 30..72 so a losing side stays visible and a winner never fills the row;
 * both sides are 50 when nobody has voted. Near the extremes the two add up to a little more than
 * 100 (at most 72 + 30); the vote component lets them overlap in the middle.
 */
export function voteBarWidths(
  leftVotes: number | null | undefined,
  rightVotes: number | null | undefined,
): { left: number; right: number } {
  const left = safeCount(leftVotes);
  const right = safeCount(rightVotes);
  const total = left + right;
  if (total === 0) return { left: 50, right: 50 };
  const leftShare = (left * 100) / total;
  return { left: hundredths(clampPercent(leftShare)), right: hundredths(clampPercent(100 - leftShare)) };
}

/** Spec 2 §3: a video's orientation; 1 is portrait (short videos, its poster stands 3:4), the default 2 landscape. */
export const PORTRAIT_ORIENTATION = 1;
export const isPortraitVideo = (orientation: number | null | undefined): boolean => orientation === PORTRAIT_ORIENTATION;
