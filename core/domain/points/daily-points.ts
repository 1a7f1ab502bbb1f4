/**
 * Spec 1 §4: "the set-points call is made at most once per calendar day per points type, remembered
 * in local storage." The day is the reader's calendar day (device time zone); the call counts as made
 * once it is sent, answered or not, so a failure is not retried the same day.
 */

/** Local-storage key prefix; the points type (integralType) completes the key. */
export const DAILY_POINTS_KEY_PREFIX = 'cs_dailyPoints_';

export interface PointsCalls {
  /** Spec 1 §7: the native handler setPoints with the points payload (spec 1 §3: integralType). */
  setPoints(payload: { integralType: string }): Promise<unknown>;
}

export type PointsStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** YYYY-MM-DD of `date` in the device's time zone. */
export function calendarDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const dailyPointsKey = (integralType: string): string => `${DAILY_POINTS_KEY_PREFIX}${integralType}`;

export function pointsSetToday(storage: PointsStorage, integralType: string, now: Date): boolean {
  return storage.getItem(dailyPointsKey(integralType)) === calendarDay(now);
}

export type DailyPointsResult = 'sent' | 'already-today' | 'failed';

export async function setPointsOncePerDay(
  calls: PointsCalls,
  storage: PointsStorage,
  integralType: string,
  now: Date = new Date(),
): Promise<DailyPointsResult> {
  if (pointsSetToday(storage, integralType, now)) return 'already-today';
  // Remembered before the call, so two taps in the same tick still make one call.
  storage.setItem(dailyPointsKey(integralType), calendarDay(now));
  try {
    await calls.setPoints({ integralType });
    return 'sent';
  } catch {
    return 'failed';
  }
}
