import type { Translate } from '../../engine/i18n/i18n.ts';

/** Spec 2 §5: comment and like counts over 999 show '999+'. */
export const COUNT_CAP = 999;
/**
 * Spec 1 §9 / spec 2 §5: 10000 or more shows in units of ten thousand with two decimals (Chinese);
 * English shows the same counts in thousands and millions (issue 29: 37.4K, not 3.74×10k).
 */
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

/** English's units for large counts (37.4K, 1.2M) show one decimal, dropped when it is zero ('10K'). */
const THOUSANDS_DECIMALS = 1;

/**
 * The reader's language's units for large counts, largest first, from its catalogue's
 * `count.units` ('<size>=<unit>' pairs: '10000=万' in Chinese, '1000=K 1000000=M' in English).
 */
function largeUnits(t: Translate): { size: number; unit: string }[] {
  // oxlint-disable-next-line unicorn/no-array-sort -- toSorted is Chrome 110 / iOS 16, above the browser floor; the array is a fresh copy
  return [...t('count.units').matchAll(/(\d+)=(\S+)/g)].map(([, size, unit]) => ({ size: Number(size), unit: unit as string })).sort((a, b) => b.size - a.size);
}

/**
 * `n` in the largest unit it reaches, cut (never rounded up) to the decimals: 12399 → '1.23万',
 * 37490 → '37.4K', 999999 → '999.9K'. Ten-thousands keep the spec's decimals ('1.00万'); English's
 * thousands and millions drop a zero decimal.
 */
function inLargeUnit(n: number, spec: number, t: Translate): string {
  const { size, unit } = largeUnits(t).find((candidate) => n >= candidate.size) ?? { size: TEN_THOUSAND, unit: '' };
  const decimals = size === TEN_THOUSAND ? spec : THOUSANDS_DECIMALS;
  const scale = 10 ** decimals;
  const cut = (Math.floor((n * scale) / size) / scale).toFixed(decimals);
  return `${size === TEN_THOUSAND ? cut : cut.replace(/\.0+$/, '')}${unit}`;
}

/** How each kind of count is shown; a plugin names the kind, never the numbers. */
const COUNT_RULES = {
  /** Comments, likes, favourites, replies (spec 2 §5): '999+' above the cap, '1.23万' from ten thousand. */
  interactions: { decimals: TEN_THOUSAND_DECIMALS, cap: COUNT_CAP },
  /** Views and visits (spec 1 §9): the full number, '1.23万' from ten thousand; no '999+' cap. */
  views: { decimals: TEN_THOUSAND_DECIMALS, cap: null },
  /** Views on video lists (spec 2 §5): over 9999 in ten-thousands with one decimal ('1.2万'). */
  'video-list': { decimals: VIDEO_LIST_DECIMALS, cap: null },
} as const satisfies Record<string, { decimals: number; cap: number | null }>;

export type CountRule = keyof typeof COUNT_RULES;

/**
 * A count as readers see it, by its kind's rule; from ten thousand in the units of the reader's
 * language (3.74万, 3.74萬, 37.4K, 1.2M): `countText(item.commentCountShow, 'interactions', t)`.
 * `t` is any translate function (useTexts' or the engine's). A text the server formatted already
 * ('1.2万') shows as sent.
 */
export function countText(count: CountInput, rule: CountRule, t: Translate): string {
  const n = toCount(count);
  if (n === null) return String(count).trim();
  const { decimals, cap } = COUNT_RULES[rule];
  if (n >= TEN_THOUSAND) return inLargeUnit(n, decimals, t);
  if (cap !== null && n > cap) return `${cap}+`;
  return String(n);
}

const two = (n: number): string => String(n).padStart(2, '0');

/** Spec 2 §5: durations as hh:mm:ss, the hours only when there are any. */
export function formatDuration(totalSeconds: number | string | null | undefined): string {
  const s = toCount(totalSeconds) ?? 0;
  const hours = Math.floor(s / 3600);
  const rest = `${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  return hours > 0 ? `${two(hours)}:${rest}` : rest;
}
