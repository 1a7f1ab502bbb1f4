import { bytesToBase64, TTS_REQUEST_SAMPLE_RATE } from './pcm.ts';
import { isRecord } from '../../engine/schema/json-guards.ts';

/** Spec 2 §9 speech synthesis: the voice name. */
export const TTS_VOICE = 'xiaoyan';
/** Spec 2 §9: speed, volume and pitch are sent; 50 is the provider's default of its 0–100 range (protocols.md §2.2). */
export const TTS_SPEED = 50;
export const TTS_VOLUME = 50;
export const TTS_PITCH = 50;
/** Spec 2 §9: text encoding UTF8. */
export const TTS_TEXT_ENCODING = 'UTF8';
/** protocols.md §2.2: raw 16-bit PCM (decoded by the worker, spec 2 §9). */
export const TTS_AUDIO_ENCODING = 'raw';
export const TTS_AUDIO_FORMAT = `audio/L16;rate=${TTS_REQUEST_SAMPLE_RATE}`;
/** protocols.md §2.2: the whole text goes in one frame, which is also the end-of-data marker. */
export const TTS_LAST_DATA_STATUS = 2;
/** protocols.md §2.3: `data.status` of a frame with more audio to come, and of the last one. */
export const TTS_MORE_AUDIO = 1;
export const TTS_LAST_AUDIO = 2;

export interface TtsRequestFrame {
  common: { app_id: string };
  business: { aue: string; auf: string; vcn: string; speed: number; volume: number; pitch: number; tte: string };
  data: { status: number; text: string };
}

/** protocols.md §2.2: the single request frame of a session; `text` goes as Base64 of its UTF-8 bytes. */
export function buildRequestFrame(appId: string, text: string): TtsRequestFrame {
  return {
    common: { app_id: appId },
    business: { aue: TTS_AUDIO_ENCODING, auf: TTS_AUDIO_FORMAT, vcn: TTS_VOICE, speed: TTS_SPEED, volume: TTS_VOLUME, pitch: TTS_PITCH, tte: TTS_TEXT_ENCODING },
    data: { status: TTS_LAST_DATA_STATUS, text: bytesToBase64(new TextEncoder().encode(text)) },
  };
}

/** protocols.md §2.3: audio of a successful frame. */
export interface TtsAudioFrame {
  code: 0;
  sid: string;
  audio: string;
  last: boolean;
  /** Synthesis progress (a text position). */
  ced: string;
}

/** protocols.md §2.3: the service refused or failed (the server closes after it). */
export interface TtsErrorFrame {
  code: number;
  message: string;
  sid: string;
}

export type ParsedFrame = { ok: true; frame: TtsAudioFrame | TtsErrorFrame } | { ok: false; reason: string };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** One server frame, checked for the shape of protocols.md §2.3; anything else is a reason to drop it. */
export function parseResponseFrame(text: string): ParsedFrame {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  if (!isRecord(value)) return { ok: false, reason: 'not an object' };
  const { code, message, sid, data } = value;
  if (typeof code !== 'number' || !Number.isInteger(code)) return { ok: false, reason: 'code is not an integer' };
  const session = typeof sid === 'string' ? sid : '';
  if (code !== 0) return { ok: true, frame: { code, message: typeof message === 'string' ? message : '', sid: session } };
  if (!isRecord(data)) return { ok: false, reason: 'no data' };
  const { audio, status, ced } = data;
  if (typeof audio !== 'string' || audio.length % 4 !== 0 || !BASE64.test(audio)) return { ok: false, reason: 'audio is not Base64' };
  if (status !== TTS_MORE_AUDIO && status !== TTS_LAST_AUDIO) return { ok: false, reason: `status ${JSON.stringify(status)}` };
  return { ok: true, frame: { code: 0, sid: session, audio, last: status === TTS_LAST_AUDIO, ced: typeof ced === 'string' || typeof ced === 'number' ? String(ced) : '' } };
}

export const isErrorFrame = (frame: TtsAudioFrame | TtsErrorFrame): frame is TtsErrorFrame => frame.code !== 0;
