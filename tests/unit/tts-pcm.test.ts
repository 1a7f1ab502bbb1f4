import { describe, expect, it } from 'vitest';
import { bytesToBase64, createLinearResampler, createPcmDecoder, TTS_PLAYBACK_SAMPLE_RATE, TTS_REQUEST_SAMPLE_RATE } from '../../core/platform/tts/pcm.ts';

/** Little-endian 16-bit PCM of the given sample values. */
function pcm(values: number[]): Uint8Array {
  const bytes = new Uint8Array(values.length * 2);
  const view = new DataView(bytes.buffer);
  values.forEach((v, i) => view.setInt16(i * 2, v, true));
  return bytes;
}
const SAMPLES = [0, 1, -1, 256, -256, 32767, -32768, 12345, -12345];

describe('PCM decoder (protocols.md §2.6)', () => {
  it('reads 16-bit little-endian samples as floats in [-1, 1)', () => {
    const decoded = createPcmDecoder().decode(bytesToBase64(pcm([0, 16384, -32768, 32767, 1])));
    expect(Array.from(decoded)).toEqual([0, 0.5, -1, 32767 / 32768, 1 / 32768]);
  });

  it.each([1, 3, 5, 7, 9, 17])('gives the same samples when frames are cut after byte %i (odd: one byte carried)', (cut) => {
    const bytes = pcm(SAMPLES);
    const decoder = createPcmDecoder();
    const first = decoder.decode(bytesToBase64(bytes.subarray(0, cut)));
    expect(decoder.pending()).toBe(1);
    const second = decoder.decode(bytesToBase64(bytes.subarray(cut)));
    expect(decoder.pending()).toBe(0);
    expect([...first, ...second].map((s) => Math.round(s * 32768))).toEqual(SAMPLES);
    expect(first).toHaveLength((cut - 1) / 2);
  });

  it('survives frames of one byte each', () => {
    const bytes = pcm(SAMPLES);
    const decoder = createPcmDecoder();
    const out = Array.from(bytes).flatMap((b) => Array.from(decoder.decode(bytesToBase64(Uint8Array.of(b)))));
    expect(out.map((s) => Math.round(s * 32768))).toEqual(SAMPLES);
  });

  it('keeps an odd last byte back rather than inventing a sample', () => {
    const decoder = createPcmDecoder();
    expect(decoder.decode(bytesToBase64(Uint8Array.of(0x34, 0x12, 0x78)))).toEqual(Float32Array.of(0x1234 / 32768));
    expect(decoder.pending()).toBe(1);
  });
});

describe('linear resampler 16000 → 22050 (spec 2 §9 playback rate)', () => {
  const ramp = Float32Array.from({ length: 1600 }, (_, i) => i / 1600);

  it('makes 22050 samples of every 16000, interpolating between neighbours', () => {
    const out = createLinearResampler(TTS_REQUEST_SAMPLE_RATE, TTS_PLAYBACK_SAMPLE_RATE).push(Float32Array.from({ length: 16000 }, (_, i) => i));
    expect(out.length).toBe(Math.floor((16000 - 1) * (22050 / 16000)) + 1);
    expect(Math.abs(out.length - 22050)).toBeLessThanOrEqual(2);
    // Output j sits at input j·320/441: a ramp stays a ramp.
    for (const j of [0, 1, 441, 1000, out.length - 1]) expect(out[j]).toBeCloseTo((j * 320) / 441, 2);
  });

  it('gives the same output whatever the input chunking, with no drift at the joins', () => {
    const whole = createLinearResampler(16000, 22050).push(ramp);
    for (const sizes of [[1, 1599], [3201 % 1600, 1600 - (3201 % 1600)], [7, 7, 7, 1579], [800, 0, 800]]) {
      const resampler = createLinearResampler(16000, 22050);
      let at = 0;
      const parts: number[] = [];
      for (const size of sizes) {
        parts.push(...resampler.push(ramp.subarray(at, at + size)));
        at += size;
      }
      expect(parts).toHaveLength(whole.length);
      parts.forEach((v, i) => expect(v).toBeCloseTo(whole[i] ?? Number.NaN, 6));
    }
  });

  it('passes samples through unchanged at equal rates', () => {
    expect(createLinearResampler(16000, 16000).push(Float32Array.of(0.5, -0.25))).toEqual(Float32Array.of(0.5, -0.25));
  });
});
