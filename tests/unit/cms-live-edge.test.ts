import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA_DIR } from '../../cms/config.ts';
import {
  LIVE_SEGMENT_SECONDS,
  LIVE_SEGMENTS,
  LIVE_WINDOW,
  liveSegmentMade,
  liveSegmentSource,
  livePlaylist,
  readStamp,
  shiftTimestamps,
} from '../../cms/live-edge.ts';

const SEGMENT_MS = LIVE_SEGMENT_SECONDS * 1000;
const committed = (index: number) => new Uint8Array(readFileSync(join(MEDIA_DIR, 'hls', 'live', `seg${index}.ts`)));

/** Every video presentation stamp of a segment, in order (the committed live segments have no B-frames). */
function presentationStamps(segment: Uint8Array): number[] {
  const stamps: number[] = [];
  for (let packet = 0; packet < segment.length; packet += 188) {
    const adaptation = (segment[packet + 3]! >> 4) & 3;
    const offset = packet + 4 + (adaptation & 2 ? 1 + segment[packet + 4]! : 0);
    const pesStart = (segment[packet + 1]! & 0x40) !== 0 && segment[offset] === 0 && segment[offset + 1] === 0 && segment[offset + 2] === 1;
    if (pesStart && segment[offset + 7]! & 0x80) stamps.push(readStamp(segment, offset + 9));
  }
  return stamps;
}

const playlistSequence = (playlist: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1]);
const playlistSegments = (playlist: string) => playlist.split('\n').filter((line) => line.endsWith('.ts'));

describe('the local live stream is shaped like a real live edge (issue 28 item 4)', () => {
  const since = 1_000_000;

  it('lists only the segments already made, a sliding window of a few, its media sequence rising with the clock, never ended', () => {
    const early = livePlaylist(since + 3 * SEGMENT_MS + 500, since);
    expect(playlistSegments(early)).toEqual(['0.ts', '1.ts', '2.ts']);
    const later = livePlaylist(since + 100 * SEGMENT_MS + 10, since);
    expect(playlistSequence(later)).toBe(100 - LIVE_WINDOW);
    expect(playlistSegments(later)).toEqual(Array.from({ length: LIVE_WINDOW }, (_, i) => `${100 - LIVE_WINDOW + i}.ts`));
    expect(playlistSequence(livePlaylist(since + 101 * SEGMENT_MS, since))).toBe(101 - LIVE_WINDOW);
    for (const playlist of [early, later]) {
      expect(playlist).toContain(`#EXT-X-TARGETDURATION:${LIVE_SEGMENT_SECONDS}`);
      expect(playlist).not.toContain('#EXT-X-ENDLIST');
      expect(playlist).not.toContain('DISCONTINUITY');
    }
    // At least three target durations stay listed (RFC 8216 §6.2.2).
    expect(LIVE_WINDOW * LIVE_SEGMENT_SECONDS).toBeGreaterThanOrEqual(3 * LIVE_SEGMENT_SECONDS);
  });

  it('a segment not made yet is not there', () => {
    expect(liveSegmentMade(4, since + 5 * SEGMENT_MS, since)).toBe(true);
    expect(liveSegmentMade(5, since + 5 * SEGMENT_MS, since)).toBe(false);
  });

  it('cycles the committed segments on one unbroken timeline: each loop continues where the last ended', () => {
    const frameTicks = 90_000 / 25;
    const stream = Array.from({ length: 2 * LIVE_SEGMENTS + 1 }, (_, sequence) => {
      const { committed: index, shiftTicks } = liveSegmentSource(sequence);
      return presentationStamps(shiftTimestamps(committed(index), shiftTicks));
    });
    const all = stream.flat();
    expect(all.length).toBeGreaterThan(2 * LIVE_SEGMENTS * 40);
    for (let i = 1; i < all.length; i++) expect(all[i]! - all[i - 1]!).toBe(frameTicks);
  });

  it('leaves a segment otherwise untouched, and refuses bytes that are not transport packets', () => {
    const original = committed(1);
    const shifted = shiftTimestamps(original, 1_080_000);
    expect(shifted.length).toBe(original.length);
    expect(Buffer.from(shiftTimestamps(shifted, -1_080_000)).equals(Buffer.from(original))).toBe(true);
    expect(() => shiftTimestamps(original.subarray(0, 100), 1)).toThrow();
  });

  it('its clock wraps at 33 bits as MPEG-TS clocks do', () => {
    const wrap = 2 ** 33;
    const first = presentationStamps(committed(0))[0]!;
    expect(presentationStamps(shiftTimestamps(committed(0), wrap - first))[0]).toBe(0);
  });
});
