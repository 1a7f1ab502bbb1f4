import type { Howl } from 'howler';
import { audioFormat, loadHowler, PROGRESS_TICK_MS } from './audio-source.ts';

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

export interface PlayerSnapshot {
  /** Which track is (or will be) playing. */
  index: number;
  status: PlayerStatus;
  /** Seconds into the track. */
  position: number;
  /** The track's real length once loaded (seconds), else null. */
  loadedDuration: number | null;
  /** A sound is there to seek in. */
  seekable: boolean;
}

export const IDLE_PLAYER: PlayerSnapshot = { index: 0, status: 'idle', position: 0, loadedDuration: null, seekable: false };

/**
 * Plays a list of audio addresses one after the other. Howler is imported on the first play; each
 * track gets its own Howl (HTML5 audio, so long tracks stream), unloaded when the next starts or on
 * `release`. Plain code outside React: the hook only mirrors its snapshots.
 */
export function createHeadlinesPlayer(onChange: (snapshot: PlayerSnapshot) => void) {
  let sources: readonly string[] = [];
  let state = IDLE_PLAYER;
  let sound: Howl | null = null;
  let ticker: ReturnType<typeof setInterval> | null = null;
  // Bumped by every start and release: an import that lands after either is dropped.
  let generation = 0;

  const set = (patch: Partial<PlayerSnapshot>) => {
    state = { ...state, ...patch };
    onChange(state);
  };
  const stopTicker = () => {
    if (ticker !== null) clearInterval(ticker);
    ticker = null;
  };
  const startTicker = () => {
    stopTicker();
    ticker = setInterval(() => {
      const at = sound?.seek();
      if (typeof at === 'number' && Number.isFinite(at)) set({ position: at });
    }, PROGRESS_TICK_MS);
  };
  const unload = () => {
    stopTicker();
    sound?.unload();
    sound = null;
  };

  async function start(index: number): Promise<void> {
    const src = sources[index];
    if (!src) return;
    const mine = ++generation;
    set({ index, status: 'loading', position: 0, loadedDuration: null, seekable: false });
    const { Howl: HowlClass } = await loadHowler();
    if (mine !== generation) return;
    unload();
    const next: Howl = new HowlClass({
      src: [src],
      html5: true,
      format: audioFormat(src),
      onload: () => set({ loadedDuration: next.duration(), seekable: true }),
      onplay: () => {
        set({ status: 'playing', loadedDuration: next.duration(), seekable: true });
        startTicker();
      },
      onpause: () => {
        stopTicker();
        set({ status: 'paused' });
      },
      onend: () => {
        stopTicker();
        if (index + 1 < sources.length) void start(index + 1);
        else set({ status: 'idle', position: 0 });
      },
      onloaderror: (_id, error) => {
        console.warn('headline audio could not load', src, error);
        set({ status: 'error', seekable: false });
      },
      onplayerror: (_id, error) => {
        console.warn('headline audio could not play', src, error);
        set({ status: 'error' });
      },
    });
    sound = next;
    next.play();
  }

  return {
    /** The playable addresses, in order; a change of list starts over at the first. */
    setSources(next: readonly string[]) {
      if (next.length === sources.length && next.every((src, i) => src === sources[i])) return;
      sources = next;
      generation++;
      unload();
      set(IDLE_PLAYER);
    },
    toggle() {
      if (state.status === 'loading') return;
      if (state.status === 'playing') sound?.pause();
      else if (state.status === 'paused' && sound) sound.play();
      else void start(state.index);
    },
    seek(seconds: number) {
      if (!sound) return;
      sound.seek(seconds);
      set({ position: seconds });
    },
    release() {
      generation++;
      unload();
      if (state.status !== 'idle') set({ ...IDLE_PLAYER, index: state.index });
    },
  };
}
