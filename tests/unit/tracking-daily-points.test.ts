import { describe, expect, it, vi } from 'vitest';
import { calendarDay, dailyPointsKey, setPointsOncePerDay } from '../../core/domain/points/daily-points.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), map };
}

/** A local date-time (the device's calendar). */
const at = (y: number, m: number, d: number, h = 12, min = 0, s = 0, ms = 0) => new Date(y, m - 1, d, h, min, s, ms);

describe('daily points (spec 1 §4: set-points at most once per calendar day per points type)', () => {
  it('sets points once a day per type, remembered in storage', async () => {
    const storage = memoryStorage();
    const calls = { setPoints: vi.fn(async () => ({ code: 200 })) };
    expect(await setPointsOncePerDay(calls, storage, 'earn_general_browse_news', at(2026, 11, 22, 9))).toBe('sent');
    expect(await setPointsOncePerDay(calls, storage, 'earn_general_browse_news', at(2026, 11, 22, 21))).toBe('already-today');
    expect(await setPointsOncePerDay(calls, storage, 'earn_general_likes_news', at(2026, 11, 22, 21))).toBe('sent');
    expect(calls.setPoints.mock.calls).toEqual([[{ integralType: 'earn_general_browse_news' }], [{ integralType: 'earn_general_likes_news' }]]);
    expect(storage.map.get(dailyPointsKey('earn_general_browse_news'))).toBe('2026-11-22');
  });

  it('counts the calendar day: 23:59:59.999 is the same day, 00:00 the next', async () => {
    const storage = memoryStorage();
    const calls = { setPoints: vi.fn(async () => ({})) };
    await setPointsOncePerDay(calls, storage, 'earn_general_favorites_news', at(2026, 11, 22, 0, 0, 0, 0));
    expect(await setPointsOncePerDay(calls, storage, 'earn_general_favorites_news', at(2026, 11, 22, 23, 59, 59, 999))).toBe('already-today');
    expect(await setPointsOncePerDay(calls, storage, 'earn_general_favorites_news', at(2026, 11, 23, 0, 0, 0, 0))).toBe('sent');
    expect(await setPointsOncePerDay(calls, storage, 'earn_general_favorites_news', at(2026, 12, 23))).toBe('sent');
    expect(await setPointsOncePerDay(calls, storage, 'earn_general_favorites_news', at(2027, 12, 23))).toBe('sent');
    expect(calls.setPoints).toHaveBeenCalledTimes(4);
  });

  it('makes one call for two taps at once, and does not retry a failed call the same day', async () => {
    const storage = memoryStorage();
    const calls = { setPoints: vi.fn(() => Promise.reject(new Error('bridge timeout'))) };
    const results = await Promise.all([
      setPointsOncePerDay(calls, storage, 'x', at(2026, 1, 1)),
      setPointsOncePerDay(calls, storage, 'x', at(2026, 1, 1)),
    ]);
    expect(results).toEqual(['failed', 'already-today']);
    expect(calls.setPoints).toHaveBeenCalledOnce();
  });

  it('writes the day as YYYY-MM-DD', () => {
    expect(calendarDay(at(2026, 1, 5))).toBe('2026-01-05');
    expect(calendarDay(at(2026, 12, 31, 23, 59))).toBe('2026-12-31');
  });
});
