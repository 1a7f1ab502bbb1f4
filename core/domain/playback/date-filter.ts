/**
 * Spec 2 §2: the playback archive's date filter (year 2021 only; a month; the days 01–10, 11–20 or
 * 21 to the month's end; or all) and the getSpecList window it asks for (spec 2 §7 startTime,
 * endTime: whole days, Changsha time). Pure.
 */

/** Spec 2 §2: the archive's only year. */
export const PLAYBACK_YEARS = [2021] as const;
export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** Spec 2 §2: a month's three parts: days 01–10, 11–20, 21 to the month's end. */
export const DAY_RANGES = [
  { id: 'early', from: 1, to: 10 },
  { id: 'middle', from: 11, to: 20 },
  { id: 'late', from: 21, to: null },
] as const;
export type DayRangeId = (typeof DAY_RANGES)[number]['id'];

/** Each level narrows the one above; null: not narrowed (all years, the whole year, the whole month). */
export interface DateFilter {
  year: number | null;
  month: number | null;
  range: DayRangeId | null;
}

export const ALL_DATES: DateFilter = { year: null, month: null, range: null };

/** The getSpecList window: both dates (YYYY-MM-DD), or null for 'all'. */
export type SpecListWindow = { startTime: string; endTime: string } | null;

const two = (n: number) => String(n).padStart(2, '0');
const day = (year: number, month: number, date: number) => `${year}-${two(month)}-${two(date)}`;

/** Days in a month of a year (February 29 in leap years). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A filter the picker can show: a known year, a month only under a year, a range only under a month. */
export function normaliseFilter(filter: DateFilter): DateFilter {
  const year = filter.year !== null && (PLAYBACK_YEARS as readonly number[]).includes(filter.year) ? filter.year : null;
  const month = year !== null && filter.month !== null && (MONTHS as readonly number[]).includes(filter.month) ? filter.month : null;
  const range = month !== null && DAY_RANGES.some((r) => r.id === filter.range) ? filter.range : null;
  return { year, month, range };
}

/** The window a filter asks getSpecList for; 'all' asks for none. */
export function specListWindow(filter: DateFilter): SpecListWindow {
  const { year, month, range } = normaliseFilter(filter);
  if (year === null) return null;
  if (month === null) return { startTime: day(year, 1, 1), endTime: day(year, 12, 31) };
  const part = DAY_RANGES.find((r) => r.id === range);
  const last = daysInMonth(year, month);
  if (!part) return { startTime: day(year, month, 1), endTime: day(year, month, last) };
  return { startTime: day(year, month, part.from), endTime: day(year, month, part.to ?? last) };
}

/** Every filter the picker offers, 'all' first. */
export function allFilters(): DateFilter[] {
  const filters: DateFilter[] = [ALL_DATES];
  for (const year of PLAYBACK_YEARS) {
    filters.push({ year, month: null, range: null });
    for (const month of MONTHS) {
      filters.push({ year, month, range: null });
      for (const r of DAY_RANGES) filters.push({ year, month, range: r.id });
    }
  }
  return filters;
}

/** The filter whose window is [startTime, endTime] (as stored under sValueStar / sValueEnd), else 'all'. */
export function filterOfWindow(startTime: string | null, endTime: string | null): DateFilter {
  if (!startTime || !endTime) return ALL_DATES;
  const found = allFilters().find((f) => {
    const w = specListWindow(f);
    return w !== null && w.startTime === startTime && w.endTime === endTime;
  });
  return found ?? ALL_DATES;
}

export const sameFilter = (a: DateFilter, b: DateFilter): boolean => a.year === b.year && a.month === b.month && a.range === b.range;
