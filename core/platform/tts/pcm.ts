/** Spec 2 §9 speech synthesis: "request sample rate 16000" (auf audio/L16;rate=16000, protocols.md §2.2). */
export const TTS_REQUEST_SAMPLE_RATE = 16000;
/** Spec 2 §9 speech synthesis: "playback 22050" (the rate the AudioBuffers are made at). */
export const TTS_PLAYBACK_SAMPLE_RATE = 22050;

/** Base64 text to bytes (atob exists in browsers, workers and Node ≥ 16). */
export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Bytes to Base64, in slices so long texts do not overflow the argument list. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const SLICE = 0x8000;
  for (let i = 0; i < bytes.length; i += SLICE) binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  return btoa(binary);
}

export interface PcmDecoder {
  /** One frame's Base64 audio to samples in [-1, 1); an odd trailing byte waits for the next frame. */
  decode(base64: string): Float32Array;
  /** Bytes held back (0 or 1). */
  pending(): number;
}

/**
 * protocols.md §2.6: 16-bit signed little-endian PCM, read with a DataView (explicit byte order; an
 * Int16Array over an odd-length buffer would throw). A frame may end mid-sample: its last byte is
 * carried over to the next frame.
 */
export function createPcmDecoder(): PcmDecoder {
  let carry: number | null = null;
  return {
    decode(base64) {
      const fresh = base64ToBytes(base64);
      const bytes = carry === null ? fresh : new Uint8Array(fresh.length + 1);
      if (carry !== null) {
        bytes[0] = carry;
        bytes.set(fresh, 1);
      }
      const whole = bytes.length - (bytes.length % 2);
      carry = whole < bytes.length ? (bytes[whole] ?? 0) : null;
      const view = new DataView(bytes.buffer, bytes.byteOffset, whole);
      const samples = new Float32Array(whole / 2);
      for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(i * 2, true) / 32768;
      return samples;
    },
    pending: () => (carry === null ? 0 : 1),
  };
}

export interface Resampler {
  /** The next input samples; returns every output sample they complete. */
  push(input: Float32Array): Float32Array;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Linear interpolation from `fromRate` to `toRate`, continuous across pushes: output sample j sits at
 * input position j·from/to, computed in integers (no drift over a long article) and interpolated
 * between its two neighbours, the previous push's last sample included. Chunked input gives exactly
 * the samples one push of the whole would.
 */
export function createLinearResampler(fromRate: number, toRate: number): Resampler {
  const divisor = gcd(fromRate, toRate);
  const step = fromRate / divisor;
  const outOf = toRate / divisor;
  let consumed = 0; // input samples seen before the current push
  let previous = 0; // the input sample at index consumed - 1
  let next = 0; // index of the next output sample
  return {
    push(input) {
      const total = consumed + input.length;
      const at = (index: number) => (index < consumed ? previous : (input[index - consumed] ?? 0));
      const out: number[] = [];
      for (;;) {
        const scaled = next * step;
        const left = Math.floor(scaled / outOf);
        const fraction = (scaled % outOf) / outOf;
        if (left > total - 1 || (left === total - 1 && fraction > 0)) break;
        const a = at(left);
        out.push(fraction === 0 ? a : a + (at(left + 1) - a) * fraction);
        next++;
      }
      if (input.length) previous = input[input.length - 1] ?? 0;
      consumed = total;
      return Float32Array.from(out);
    },
  };
}
