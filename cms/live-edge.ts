/*
 * The local live stream, shaped like a real live edge (issue 28 item 4): a playlist that lists only
 * the segments already made, as a sliding window of a few, its #EXT-X-MEDIA-SEQUENCE rising with the
 * clock, no #EXT-X-ENDLIST, and one unbroken timeline with no discontinuity.
 *
 * Six committed 2-second segments (scripts/make-media.sh) are cycled: segment n of the stream is
 * committed segment n mod 6 with its clock moved on by the loops before it, so timestamps keep rising
 * as a camera's would. (The earlier stand-in marked a discontinuity at each loop and numbered them from
 * 1970: hls.js walks every discontinuity number below the window on each playlist refresh, so 1.5 s of
 * main thread every 2 s.)
 */

/** The committed segments the stream cycles through, and their length (scripts/make-media.sh). */
export const LIVE_SEGMENTS = 6;
export const LIVE_SEGMENT_SECONDS = 2;
/** How many segments the playlist lists: 12 s, above the three target durations the HLS spec asks. */
export const LIVE_WINDOW = 6;

const SEGMENT_MS = LIVE_SEGMENT_SECONDS * 1000;
/** MPEG-TS clocks: PTS, DTS and the PCR's base count at 90 kHz in 33 bits. */
const CLOCK_HZ = 90_000;
const CLOCK_WRAP = 2 ** 33;
const LOOP_TICKS = LIVE_SEGMENTS * LIVE_SEGMENT_SECONDS * CLOCK_HZ;
const PACKET_BYTES = 188;
const SYNC_BYTE = 0x47;

/** Segment names in the playlist: the stream's sequence number. */
export const LIVE_SEGMENT_NAME = /^(\d{1,12})\.ts$/;

/**
 * The playlist at `now` of a stream live since `liveSince` (ms): the newest LIVE_WINDOW segments whose
 * two seconds have passed. Before the first one is complete the window is empty (hls.js retries).
 */
export function livePlaylist(now: number, liveSince: number): string {
  const made = Math.max(0, Math.floor((now - liveSince) / SEGMENT_MS));
  const first = Math.max(0, made - LIVE_WINDOW);
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${LIVE_SEGMENT_SECONDS}`, `#EXT-X-MEDIA-SEQUENCE:${first}`];
  for (let n = first; n < made; n++) lines.push(`#EXTINF:${LIVE_SEGMENT_SECONDS}.000000,`, `${n}.ts`);
  return `${lines.join('\n')}\n`;
}

/** Whether segment `sequence` is in the stream at `now` (made already; an old one stays fetchable). */
export function liveSegmentMade(sequence: number, now: number, liveSince: number): boolean {
  return sequence < Math.floor((now - liveSince) / SEGMENT_MS);
}

/** Which committed segment plays as `sequence`, and by how many 90 kHz ticks its clock moves on. */
export function liveSegmentSource(sequence: number): { committed: number; shiftTicks: number } {
  return { committed: sequence % LIVE_SEGMENTS, shiftTicks: (Math.floor(sequence / LIVE_SEGMENTS) * LOOP_TICKS) % CLOCK_WRAP };
}

/**
 * A copy of an MPEG-TS segment with every PCR, PTS and DTS moved on by `ticks` (wrapping at 33 bits as
 * the clocks do). Throws on bytes that are not whole transport packets.
 */
export function shiftTimestamps(segment: Uint8Array, ticks: number): Uint8Array {
  if (segment.length % PACKET_BYTES !== 0) throw new Error('not whole MPEG-TS packets');
  const out = Uint8Array.from(segment);
  for (let packet = 0; packet < out.length; packet += PACKET_BYTES) {
    if (out[packet] !== SYNC_BYTE) throw new Error(`no sync byte at ${packet}`);
    const payloadStart = (out[packet + 1]! & 0x40) !== 0;
    const adaptation = (out[packet + 3]! >> 4) & 0b11;
    let offset = packet + 4;
    if (adaptation & 0b10) {
      const length = out[offset]!;
      if (length > 0 && out[offset + 1]! & 0x10) shiftPcr(out, offset + 2, ticks);
      offset += 1 + length;
    }
    const hasPayload = (adaptation & 0b01) !== 0 && offset + 14 <= packet + PACKET_BYTES;
    if (!hasPayload || !payloadStart || out[offset] !== 0 || out[offset + 1] !== 0 || out[offset + 2] !== 1) continue;
    const stamps = out[offset + 7]! >> 6;
    if (stamps & 0b10) writeStamp(out, offset + 9, readStamp(out, offset + 9) + ticks);
    if (stamps === 0b11 && offset + 19 <= packet + PACKET_BYTES) writeStamp(out, offset + 14, readStamp(out, offset + 14) + ticks);
  }
  return out;
}

/** A PES timestamp: 33 bits over five bytes, with marker bits between. */
export function readStamp(bytes: Uint8Array, at: number): number {
  return (
    ((bytes[at]! >> 1) & 0x07) * 2 ** 30 +
    (bytes[at + 1]! << 22) +
    ((bytes[at + 2]! >> 1) << 15) +
    (bytes[at + 3]! << 7) +
    (bytes[at + 4]! >> 1)
  );
}

function writeStamp(bytes: Uint8Array, at: number, value: number): void {
  const stamp = ((value % CLOCK_WRAP) + CLOCK_WRAP) % CLOCK_WRAP;
  const high = Math.floor(stamp / 2 ** 30);
  const low = stamp % 2 ** 30;
  // The four prefix bits (which stamps follow) stay as they were; each group ends with a marker bit.
  bytes[at] = (bytes[at]! & 0xf0) | (high << 1) | 1;
  bytes[at + 1] = (low >> 22) & 0xff;
  bytes[at + 2] = (((low >> 15) & 0x7f) << 1) | 1;
  bytes[at + 3] = (low >> 7) & 0xff;
  bytes[at + 4] = ((low & 0x7f) << 1) | 1;
}

/** The PCR's 33-bit base moves on; its 6 reserved bits and 9-bit extension stay. */
function shiftPcr(bytes: Uint8Array, at: number, ticks: number): void {
  const base = bytes[at]! * 2 ** 25 + (bytes[at + 1]! << 17) + (bytes[at + 2]! << 9) + (bytes[at + 3]! << 1) + (bytes[at + 4]! >> 7);
  const shifted = (((base + ticks) % CLOCK_WRAP) + CLOCK_WRAP) % CLOCK_WRAP;
  bytes[at] = Math.floor(shifted / 2 ** 25);
  const low = shifted % 2 ** 25;
  bytes[at + 1] = (low >> 17) & 0xff;
  bytes[at + 2] = (low >> 9) & 0xff;
  bytes[at + 3] = (low >> 1) & 0xff;
  bytes[at + 4] = ((low & 1) << 7) | (bytes[at + 4]! & 0x7f);
}
