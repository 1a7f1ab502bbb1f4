const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RelativeTime =
  | { unit: 'seconds'; value: number }
  | { unit: 'minutes'; value: number }
  | { unit: 'hours'; value: number }
  | { unit: 'date'; month: number; day: number };

/**
 * Spec 2 §5 variant (feeds and comments): under 60 s "seconds ago", under 1 h "minutes ago",
 * under 1 day "hours ago", otherwise month-day. (Spec 1 §9 has a 5-hour variant; it lives beside it.)
 */
export function relativeTimeReader(then: number, now: number): RelativeTime {
  const elapsed = Math.max(0, now - then);
  if (elapsed < MINUTE) return { unit: 'seconds', value: Math.floor(elapsed / SECOND) };
  if (elapsed < HOUR) return { unit: 'minutes', value: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', value: Math.floor(elapsed / HOUR) };
  const date = new Date(then);
  return { unit: 'date', month: date.getMonth() + 1, day: date.getDate() };
}

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
