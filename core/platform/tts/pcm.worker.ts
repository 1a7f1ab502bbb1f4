import { createLinearResampler, createPcmDecoder, TTS_PLAYBACK_SAMPLE_RATE, TTS_REQUEST_SAMPLE_RATE, type PcmDecoder, type Resampler } from './pcm.ts';
import type { FromPcmWorker, ToPcmWorker } from './worker-messages.ts';

/**
 * Spec 2 §9: "audio returns in chunks decoded by a worker". Base64 → 16-bit little-endian PCM (an odd
 * trailing byte carried to the next frame) → Float32 → linear resample from the request rate (16000)
 * to the playback rate (22050), continuous across frames. The main thread only schedules buffers.
 * Why resample at all: the spec names 22050 for playback. protocols.md §2.6 notes buffers made at
 * 16000 would play as well (the context resamples), but then nothing would run at 22050; a correct
 * linear resampler (not the official demo's, whose 22505 typo stretched speech by 2 %) keeps pitch
 * and duration exact, costs one multiply-add per sample in this worker, and the spec's rate holds.
 */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<ToPcmWorker>) => void): void;
  postMessage(message: FromPcmWorker, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;
/** A worker's postMessage has no target origin (the lint rule is about window.postMessage). */
const reply = (message: FromPcmWorker, transfer: Transferable[] = []) => scope.postMessage(message, transfer);
const sessions = new Map<number, { decoder: PcmDecoder; resampler: Resampler }>();

scope.addEventListener('message', ({ data }) => {
  let state = sessions.get(data.session);
  if (data.kind === 'end') {
    sessions.delete(data.session);
    reply({ kind: 'ended', session: data.session });
    return;
  }
  if (!state) {
    state = { decoder: createPcmDecoder(), resampler: createLinearResampler(TTS_REQUEST_SAMPLE_RATE, TTS_PLAYBACK_SAMPLE_RATE) };
    sessions.set(data.session, state);
  }
  try {
    const samples = state.resampler.push(state.decoder.decode(data.audio));
    if (samples.length) reply({ kind: 'samples', session: data.session, samples }, [samples.buffer]);
  } catch (error) {
    sessions.delete(data.session);
    reply({ kind: 'failed', session: data.session, reason: String(error) });
  }
});
