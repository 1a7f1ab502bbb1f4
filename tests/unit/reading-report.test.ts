import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BROWSE_REWARD_DELAY_MS, scheduleBrowseReward } from '../../core/domain/reading/browse-reward.ts';
import { furthestPercent, readPercentAt, READ_PERCENT_MAX } from '../../core/domain/reading/read-progress.ts';
import {
  readingReportEnabled,
  startReadingSession,
  STAY_PAGE_EVENT,
  stayTimeMs,
  type StayPageParams,
} from '../../core/domain/reading/stay-report.ts';

describe('read percent (spec 2 §9: max scroll position over page height, never decreasing, capped 100)', () => {
  const page = { viewportHeight: 800, pageHeight: 4000 };

  it('counts what the reader has had on screen', () => {
    expect(readPercentAt({ ...page, scrollTop: 0 })).toBe(20);
    expect(readPercentAt({ ...page, scrollTop: 1200 })).toBe(50);
    expect(readPercentAt({ ...page, scrollTop: 3199 })).toBe(99);
    expect(readPercentAt({ ...page, scrollTop: 3200 })).toBe(100);
  });

  it('caps at 100 (an overscroll bounce or a page shorter than the screen)', () => {
    expect(readPercentAt({ ...page, scrollTop: 3600 })).toBe(READ_PERCENT_MAX);
    expect(readPercentAt({ scrollTop: 0, viewportHeight: 800, pageHeight: 500 })).toBe(100);
  });

  it('reads an empty page as 0 and a negative scroll (iOS bounce) as the top', () => {
    expect(readPercentAt({ scrollTop: 0, viewportHeight: 800, pageHeight: 0 })).toBe(0);
    expect(readPercentAt({ ...page, scrollTop: -120 })).toBe(20);
  });

  it('never decreases when the reader scrolls back up', () => {
    let percent = 0;
    for (const scrollTop of [0, 2000, 400, 0]) percent = furthestPercent(percent, { ...page, scrollTop });
    expect(percent).toBe(70);
  });
});

describe('reading report (spec 2 §7 cms_stay_page; spec 2 §9 seconds reported in ms)', () => {
  const context = { contentId: '100004', contentType: 'news_common', categoryName: 'mycs.news' };

  function session() {
    let now = 1_000_000;
    const sent: StayPageParams[] = [];
    const reading = startReadingSession(context, (params) => sent.push(params), () => now);
    return { reading, sent, wait: (ms: number) => void (now += ms) };
  }

  it('is sent for source news, and for any source inside the app', () => {
    expect(readingReportEnabled('news', false)).toBe(true);
    expect(readingReportEnabled('life', false)).toBe(false);
    expect(readingReportEnabled(null, false)).toBe(false);
    expect(readingReportEnabled(null, true)).toBe(true);
    expect(STAY_PAGE_EVENT).toBe('cms_stay_page');
  });

  it('counts whole seconds, in milliseconds', () => {
    expect(stayTimeMs(999)).toBe(0);
    expect(stayTimeMs(1000)).toBe(1000);
    expect(stayTimeMs(1999)).toBe(1000);
    expect(stayTimeMs(61_500)).toBe(61_000);
  });

  it('sends one report on leaving, with every field of the spec', () => {
    const { reading, sent, wait } = session();
    reading.scrolled({ scrollTop: 1200, viewportHeight: 800, pageHeight: 4000 });
    wait(12_345);
    reading.leave();
    reading.leave();
    expect(sent).toEqual([
      {
        enter_from: 'click_category',
        category_name: 'mycs.news',
        group_id: '100004',
        items: JSON.stringify([{ id: '100004', type: 'news_common' }]),
        stay_time: 12_000,
        percent: 50,
        params_for_special: 'content_manager_system',
      },
    ]);
  });

  it('sends nothing for a stay under one second', () => {
    const { reading, sent, wait } = session();
    wait(999);
    reading.leave();
    expect(sent).toEqual([]);
  });

  it('starts a new stretch when the page is shown again, keeping the furthest percent', () => {
    const { reading, sent, wait } = session();
    reading.scrolled({ scrollTop: 2000, viewportHeight: 800, pageHeight: 4000 });
    wait(5000);
    reading.leave();
    wait(60_000); // hidden: not reading
    reading.resume();
    reading.scrolled({ scrollTop: 0, viewportHeight: 800, pageHeight: 4000 });
    wait(3000);
    reading.leave();
    expect(sent.map((p) => [p.stay_time, p.percent])).toEqual([
      [5000, 70],
      [3000, 70],
    ]);
  });
});

describe('browse reward (spec 2 §4: after 10 s on a detail page)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('earns at 10 s, not before', () => {
    const earn = vi.fn();
    scheduleBrowseReward(earn);
    vi.advanceTimersByTime(BROWSE_REWARD_DELAY_MS - 1);
    expect(earn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(earn).toHaveBeenCalledOnce();
    expect(BROWSE_REWARD_DELAY_MS).toBe(10_000);
  });

  it('earns nothing when the reader leaves earlier', () => {
    const earn = vi.fn();
    const cancel = scheduleBrowseReward(earn);
    vi.advanceTimersByTime(9000);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(earn).not.toHaveBeenCalled();
  });
});
