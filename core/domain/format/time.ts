import type { MessageKey, Translate } from '../../engine/i18n/i18n.ts';

const SECOND = 1000;
/** Spec 1 §9 / spec 2 §5: under 60 seconds shows 'seconds ago'. */
export const MINUTE_MS = 60 * SECOND;
/** Spec 1 §9 / spec 2 §5: under 1 hour shows 'minutes ago'. */
export const HOUR_MS = 60 * MINUTE_MS;
/** Spec 2 §5: under 1 day shows 'hours ago'; spec 1 §9: a day or more shows month-day. */
export const DAY_MS = 24 * HOUR_MS;
/** Spec 1 §9: 'hours ago' lasts up to (and including) 5 hours. */
export const FOUNDATION_HOURS_AGO_MAX_MS = 5 * HOUR_MS;

export type RelativeTime =
  | { unit: 'seconds'; value: number }
  | { unit: 'minutes'; value: number }
  | { unit: 'hours'; value: number }
  | { unit: 'date'; month: number; day: number };

/** Spec 1 §9 adds a same-day clock time ('08:30') between 5 hours and the day's start. */
export type FoundationRelativeTime = RelativeTime | { unit: 'clock'; hours: number; minutes: number };

function monthDay(then: number): RelativeTime {
  const date = new Date(then);
  return { unit: 'date', month: date.getMonth() + 1, day: date.getDate() };
}

/** Seconds, minutes or hours ago while `elapsed` is under `hoursUntil`; null after. */
function shortAgo(elapsed: number, hoursUntil: (elapsed: number) => boolean): RelativeTime | null {
  if (elapsed < MINUTE_MS) return { unit: 'seconds', value: Math.floor(elapsed / SECOND) };
  if (elapsed < HOUR_MS) return { unit: 'minutes', value: Math.floor(elapsed / MINUTE_MS) };
  if (hoursUntil(elapsed)) return { unit: 'hours', value: Math.floor(elapsed / HOUR_MS) };
  return null;
}

/**
 * Spec 2 §5 variant, used by every reader area of spec 2 (feed cards, comments and replies,
 * search results, video and playback lists, favourites, topic lists): under 60 s "seconds ago",
 * under 1 h "minutes ago", under 1 day "hours ago", otherwise month-day. Future times count as now.
 */
export function relativeTimeReader(then: number, now: number): RelativeTime {
  const elapsed = Math.max(0, now - then);
  return shortAgo(elapsed, (e) => e < DAY_MS) ?? monthDay(then);
}

/**
 * Spec 1 §9 variant (the shared foundation's rule), kept for the legacy app's comment style only
 * (core/domain/comments/comment-time.ts); every other time a reader sees follows timeAgo's rule. Under 60 s
 * "seconds ago", under 1 h "minutes ago", up to and including 5 h "hours ago". "Otherwise a date"
 * is read as: later the same calendar day, the clock time 'HH:mm'; from the previous calendar day
 * on (so also a time under 24 h ago but before midnight), month-day.
 */
export function relativeTimeFoundation(then: number, now: number): FoundationRelativeTime {
  const elapsed = Math.max(0, now - then);
  const ago = shortAgo(elapsed, (e) => e <= FOUNDATION_HOURS_AGO_MAX_MS);
  if (ago) return ago;
  const thenDate = new Date(then);
  const nowDate = new Date(now);
  const sameDay = thenDate.toDateString() === nowDate.toDateString();
  if (!sameDay || elapsed >= DAY_MS) return monthDay(then);
  return { unit: 'clock', hours: thenDate.getHours(), minutes: thenDate.getMinutes() };
}

/** The catalogue keys the two relative-time texts use (format area). */
export const RELATIVE_TIME_KEYS = {
  seconds: 'time.secondsAgo',
  minutes: 'time.minutesAgo',
  minute: 'time.minuteAgo',
  hours: 'time.hoursAgo',
  hour: 'time.hourAgo',
  date: 'time.monthDay',
  clock: 'time.clock',
} as const satisfies Record<FoundationRelativeTime['unit'] | 'minute' | 'hour', MessageKey>;

const two = (n: number): string => String(n).padStart(2, '0');

/** The reader-facing text of either variant: '3 minutes ago', '08:30', '11-05'. */
export function relativeTimeText(time: FoundationRelativeTime, t: Translate): string {
  switch (time.unit) {
    case 'seconds':
      return t(RELATIVE_TIME_KEYS.seconds);
    case 'minutes':
      return time.value === 1 ? t(RELATIVE_TIME_KEYS.minute) : t(RELATIVE_TIME_KEYS.minutes, { n: time.value });
    case 'hours':
      return time.value === 1 ? t(RELATIVE_TIME_KEYS.hour) : t(RELATIVE_TIME_KEYS.hours, { n: time.value });
    case 'date':
      return t(RELATIVE_TIME_KEYS.date, { month: two(time.month), day: two(time.day) });
    case 'clock':
      return t(RELATIVE_TIME_KEYS.clock, { hh: two(time.hours), mm: two(time.minutes) });
  }
}

/**
 * When something happened, as readers see it (spec 2 §5: 'seconds ago', '3 minutes ago', '7 hours
 * ago', else '11-05'), from what the CMS sent: `showTime` ("2026-11-22 08:30:00"), a timestamp in
 * seconds or milliseconds, or nothing (then ''). `timeAgo(item.showTime, t)` in any plugin.
 */
export function timeAgo(value: string | number | null | undefined, t: Translate, now = Date.now()): string {
  const then = parseCmsTime(value);
  return then === null ? '' : relativeTimeText(relativeTimeReader(then, now), t);
}

/** Spec 1 §9 text for the legacy comment style (see relativeTimeFoundation). */
export const relativeTimeFoundationText = (then: number, now: number, t: Translate): string =>
  relativeTimeText(relativeTimeFoundation(then, now), t);

/** Parses the CMS's "2026-11-22 08:30:00" (local time), ISO strings or millisecond numbers. */
export function parseCmsTime(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' || /^\d{10,13}$/.test(value)) {
    const n = Number(value);
    return n < 1e12 ? n * 1000 : n;
  }
  const t = Date.parse(value.includes('T') ? value : value.replace(' ', 'T'));
  return Number.isNaN(t) ? null : t;
}
