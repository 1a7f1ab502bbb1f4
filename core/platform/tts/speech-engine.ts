import { TTS_PLAYBACK_DELAY_MS } from './speech-machine.ts';
import { ScheduledAudio } from './scheduled-audio.ts';
import { openSocketSession, type SignedSpeechUrl, type SocketSession } from './speech-socket.ts';
import type { FromPcmWorker, ToPcmWorker } from './worker-messages.ts';

export interface SpeechListener {
  playing(): void;
  /** Every chunk's audio arrived and is kept for a replay. */
  synthesized(): void;
  ended(): void;
  failed(reason: string): void;
}

export interface SpeechEngine {
  /** Synthesises the chunks one session after another and plays them as they stream in. */
  speak(chunks: readonly string[], listener: SpeechListener): void;
  /** Plays the audio kept from the last complete speak(), opening no socket. */
  replay(listener: SpeechListener): void;
  stop(): void;
  /** Stops and lets the worker go. */
  dispose(): void;
}

export interface SpeechEngineOptions {
  context: AudioContext;
  /** A freshly signed URL for each session (valid for minutes only). */
  signedUrl(): Promise<SignedSpeechUrl>;
}

interface Run {
  closed: boolean;
  audio: ScheduledAudio;
  /** This run's samples, in order: kept for a replay once every chunk arrived. */
  collected: Float32Array[];
  /** The session whose audio the worker is decoding. */
  session: number | null;
  socket: SocketSession | null;
  timer: ReturnType<typeof setTimeout> | null;
  sessionEnded(): void;
  fail(reason: string): void;
}

/**
 * Spec 2 §4 and §9: chunks are synthesised in order over the signed websocket service; their audio is
 * decoded by a worker, scheduled back to back and kept, so a replay reuses it. Playback starts
 * TTS_PLAYBACK_DELAY_MS after the first session opens (audio gathers meanwhile).
 */
export function createSpeechEngine({ context, signedUrl }: SpeechEngineOptions): SpeechEngine {
  const worker = new Worker(new URL('./pcm.worker.ts', import.meta.url), { type: 'module' });
  let kept: Float32Array[] = [];
  let nextSession = 1;
  let run: Run | null = null;

  worker.addEventListener('message', ({ data }: MessageEvent<FromPcmWorker>) => {
    const current = run;
    if (!current || data.session !== current.session) return;
    if (data.kind === 'samples') {
      current.collected.push(data.samples);
      current.audio.enqueue(data.samples);
    } else if (data.kind === 'ended') current.sessionEnded();
    else current.fail(`audio not decoded: ${data.reason}`);
  });
  worker.addEventListener('error', (event) => run?.fail(`decoder failed: ${event.message}`));
  // A worker's postMessage takes no target origin.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  const post = (message: ToPcmWorker) => worker.postMessage(message);

  function stop(): void {
    if (!run) return;
    run.closed = true;
    run.socket?.close();
    if (run.timer !== null) clearTimeout(run.timer);
    run.audio.stop();
    run = null;
  }

  function startRun(listener: SpeechListener): Run {
    stop();
    const current: Run = {
      closed: false,
      audio: new ScheduledAudio(context, { onPlaying: () => listener.playing(), onEnded: () => listener.ended() }),
      collected: [],
      session: null,
      socket: null,
      timer: null,
      sessionEnded: () => {},
      fail: (reason) => {
        if (current.closed) return;
        stop();
        kept = [];
        listener.failed(reason);
      },
    };
    run = current;
    return current;
  }

  async function synthesize(current: Run, chunks: readonly string[], index: number, listener: SpeechListener): Promise<void> {
    const text = chunks[index];
    if (text === undefined) {
      kept = current.collected;
      listener.synthesized();
      current.audio.finish();
      return;
    }
    let signed: SignedSpeechUrl;
    try {
      signed = await signedUrl();
    } catch (error) {
      current.fail(`no signed address: ${String(error)}`);
      return;
    }
    if (current.closed) return;
    const session = nextSession++;
    current.session = session;
    current.sessionEnded = () => void synthesize(current, chunks, index + 1, listener);
    current.socket = openSocketSession(signed, text, {
      onOpen: () => {
        current.timer ??= setTimeout(() => current.audio.begin(), TTS_PLAYBACK_DELAY_MS);
      },
      onAudio: (audio) => post({ kind: 'audio', session, audio }),
      // The worker answers 'ended' after this session's last samples: the next chunk starts then.
      onDone: () => post({ kind: 'end', session }),
      onFailed: (reason) => current.fail(reason),
    });
  }

  return {
    speak(chunks, listener) {
      kept = [];
      void synthesize(startRun(listener), chunks, 0, listener);
    },
    replay(listener) {
      const saved = kept;
      const current = startRun(listener);
      current.audio.begin();
      for (const samples of saved) current.audio.enqueue(samples);
      current.audio.finish();
    },
    stop,
    dispose() {
      stop();
      worker.terminate();
    },
  };
}
