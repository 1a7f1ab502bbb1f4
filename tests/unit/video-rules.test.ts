import { describe, expect, it } from 'vitest';
import { DEFAULT_ORIENTATION, mediaKindOf, prefersNativeHls, withLiveToken } from '../../core/domain/video/media.ts';
import { initialPlayState, nextPlayState, type PlaySignal, type PlayState } from '../../core/domain/video/play-state.ts';
import { PlayTracker, VIDEO_DURATION_EVENT, VIDEO_FINISH_EVENT, VIDEO_PLAY_EVENT } from '../../core/domain/video/play-tracking.ts';

describe('media kind of an address', () => {
  it('HLS by .m3u8, audio by its extensions, anything else a progressive file; nothing without an address', () => {
    expect(mediaKindOf('/media/hls/vod/index.m3u8')).toBe('hls');
    expect(mediaKindOf('https://cdn.example/live/INDEX.M3U8?token=a#t=1')).toBe('hls');
    expect(mediaKindOf('/media/audio/today-headlines.mp3')).toBe('audio');
    expect(mediaKindOf('/a.m4a?x=.m3u8')).toBe('audio');
    expect(mediaKindOf('/media/video/city-clip.mp4')).toBe('mp4');
    expect(mediaKindOf('https://cdn.example/stream/12345')).toBe('mp4');
    for (const empty of ['', '   ', null, undefined]) expect(mediaKindOf(empty)).toBeNull();
  });

  it('spec 2 §3: orientation defaults to 2', () => {
    expect(DEFAULT_ORIENTATION).toBe(2);
  });
});

describe('who plays HLS', () => {
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
  const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36';
  const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36';

  it("Apple's browsers play it themselves; Chromium (which now says it can) and Android use hls.js; without MSE the browser's own", () => {
    expect(prefersNativeHls(true, true, IPHONE)).toBe(true);
    expect(prefersNativeHls(true, true, MAC_SAFARI)).toBe(true);
    expect(prefersNativeHls(true, true, ANDROID_CHROME)).toBe(false);
    expect(prefersNativeHls(true, true, MAC_CHROME)).toBe(false);
    expect(prefersNativeHls(true, false, ANDROID_CHROME)).toBe(true);
    expect(prefersNativeHls(false, false, IPHONE)).toBe(false);
  });
});

describe('the live token on a stream', () => {
  it('is appended only to a stream that is live now (liveStatus 1, as a number or a word) with a token stored', () => {
    expect(withLiveToken('/media/hls/live/index.m3u8', 1, 'a b')).toBe('/media/hls/live/index.m3u8?token=a%20b');
    expect(withLiveToken('/live.m3u8?ch=2#x', '1', 't')).toBe('/live.m3u8?ch=2&token=t#x');
    expect(withLiveToken('/live.m3u8', 2, 't')).toBe('/live.m3u8');
    expect(withLiveToken('/live.m3u8', 0, 't')).toBe('/live.m3u8');
    expect(withLiveToken('/live.m3u8', 1, null)).toBe('/live.m3u8');
    expect(withLiveToken('/live.m3u8', 1, '')).toBe('/live.m3u8');
  });
});

describe('player states', () => {
  const run = (start: PlayState, ...signals: PlaySignal['type'][]) =>
    signals.reduce<PlayState>((state, type) => nextPlayState(state, type === 'failed' ? { type, reason: 'network' } : ({ type } as PlaySignal)), start);

  it('poster → loading → playing ⇄ buffering → paused → playing → ended → replay', () => {
    const poster = initialPlayState(true);
    expect(poster).toEqual({ phase: 'poster' });
    expect(run(poster, 'play')).toEqual({ phase: 'loading' });
    expect(run(poster, 'play', 'playing')).toEqual({ phase: 'playing' });
    expect(run(poster, 'play', 'playing', 'waiting')).toEqual({ phase: 'buffering' });
    expect(run(poster, 'play', 'playing', 'waiting', 'playing', 'paused')).toEqual({ phase: 'paused' });
    expect(run(poster, 'play', 'playing', 'paused', 'play', 'playing', 'ended')).toEqual({ phase: 'ended' });
    expect(run(poster, 'play', 'playing', 'ended', 'play')).toEqual({ phase: 'loading' });
  });

  it('a failure waits for retry; a late "playing" of the failed source does not hide it; an empty address never plays', () => {
    const failed = run(initialPlayState(true), 'play', 'failed');
    expect(failed).toEqual({ phase: 'failed', reason: 'network' });
    expect(run(failed, 'playing')).toEqual(failed);
    expect(run(failed, 'play')).toEqual(failed);
    expect(run(failed, 'retry')).toEqual({ phase: 'loading' });
    const empty = initialPlayState(false);
    expect(run(empty, 'play', 'playing', 'failed')).toEqual({ phase: 'empty' });
  });
});

describe('play tracking (spec 2 §4)', () => {
  const setUp = () => {
    const events: [string, Record<string, unknown>][] = [];
    const tracker = new PlayTracker({ contentId: '300001', title: '夜景', media: 'hls' }, (name, params) => void events.push([name, params]));
    return { events, tracker };
  };

  it('a play on the first start and on every replay, never on resuming from a pause', () => {
    const { events, tracker } = setUp();
    tracker.began();
    tracker.stopped();
    tracker.began();
    tracker.finished();
    tracker.began();
    expect(events.filter(([name]) => name === VIDEO_PLAY_EVENT).map(([, p]) => p.replay)).toEqual([false, true]);
  });

  it('counts the seconds played one by one and reports them when playback stops, then starts again from zero', () => {
    const { events, tracker } = setUp();
    tracker.began();
    tracker.tick();
    tracker.tick();
    tracker.stopped();
    tracker.stopped();
    tracker.tick();
    tracker.finished();
    expect(events).toEqual([
      [VIDEO_PLAY_EVENT, { content_id: '300001', title: '夜景', media: 'hls', replay: false }],
      [VIDEO_DURATION_EVENT, { content_id: '300001', title: '夜景', media: 'hls', duration: 2 }],
      [VIDEO_DURATION_EVENT, { content_id: '300001', title: '夜景', media: 'hls', duration: 1 }],
      [VIDEO_FINISH_EVENT, { content_id: '300001', title: '夜景', media: 'hls' }],
    ]);
  });
});
