/** Spec 2 §5: comment and like counts over 999 show '999+'. */
export const COUNT_CAP = 999;
/** Spec 1 §9 / spec 2 §5: 10000 or more shows in units of ten thousand with two decimals. */
export const TEN_THOUSAND = 10000;
/** Spec 1 §9 / spec 2 §5: decimals of a count shown in ten-thousands. */
export const TEN_THOUSAND_DECIMALS = 2;
/**
 * Spec 2 §5: on video lists counts over 9999 show in ten-thousands. The spec gives no decimals
 * there; we show one (e.g. '1.2万'), as video tiles are narrow. Below that the full number shows,
 * with no '999+' cap.
 */
export const VIDEO_LIST_DECIMALS = 1;

export type CountInput = number | string | null | undefined;

/** A whole, non-negative count; null for a text the server already formatted (e.g. '1.2万'). */
function toCount(count: CountInput): number | null {
  if (count === null || count === undefined || count === '') return 0;
  if (typeof count === 'number') return Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  const n = Number(count.trim());
  if (Number.isNaN(n)) return null;
  return Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
}

/** Ten-thousands, cut (never rounded up) to `decimals`: 12399 → '1.23'. */
function inTenThousands(n: number, decimals: number): string {
  const scale = 10 ** decimals;
  return (Math.floor((n * scale) / TEN_THOUSAND) / scale).toFixed(decimals);
}

/** Comment and like counts (spec 2 §5): "999+" above the cap, "1.23万" from ten thousand. */
export function formatCount(count: CountInput, tenThousandUnit: string): string {
  const n = toCount(count);
  if (n === null) return String(count).trim();
  if (n >= TEN_THOUSAND) return `${inTenThousands(n, TEN_THOUSAND_DECIMALS)}${tenThousandUnit}`;
  if (n > COUNT_CAP) return `${COUNT_CAP}+`;
  return String(n);
}

/** View (read) counts (spec 1 §9): the full number, "1.23万" from ten thousand; no '999+' cap. */
export function formatViewCount(count: CountInput, tenThousandUnit: string): string {
  const n = toCount(count);
  if (n === null) return String(count).trim();
  return n >= TEN_THOUSAND ? `${inTenThousands(n, TEN_THOUSAND_DECIMALS)}${tenThousandUnit}` : String(n);
}

/** Counts on video lists (spec 2 §5): over 9999 in ten-thousands with one decimal ("1.2万"). */
export function formatVideoListCount(count: CountInput, tenThousandUnit: string): string {
  const n = toCount(count);
  if (n === null) return String(count).trim();
  return n > TEN_THOUSAND - 1 ? `${inTenThousands(n, VIDEO_LIST_DECIMALS)}${tenThousandUnit}` : String(n);
}

const two = (n: number): string => String(n).padStart(2, '0');

/** Spec 2 §5: durations as hh:mm:ss, the hours only when there are any. */
export function formatDuration(totalSeconds: number | string | null | undefined): string {
  const s = toCount(totalSeconds) ?? 0;
  const hours = Math.floor(s / 3600);
  const rest = `${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  return hours > 0 ? `${two(hours)}:${rest}` : rest;
}
