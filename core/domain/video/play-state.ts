/**
 * The player host's states, one reducer for every player plugin (HLS, MP4, audio): the poster until
 * the reader asks to play, then loading, playing, buffering, paused, ended, or failed with a retry.
 */
export type PlayState =
  | { phase: 'poster' }
  | { phase: 'empty' }
  | { phase: 'loading' }
  | { phase: 'playing' }
  | { phase: 'buffering' }
  | { phase: 'paused' }
  | { phase: 'ended' }
  | { phase: 'failed'; reason: string };

export type PlaySignal =
  | { type: 'play' }
  | { type: 'retry' }
  | { type: 'playing' }
  | { type: 'waiting' }
  | { type: 'paused' }
  | { type: 'ended' }
  | { type: 'failed'; reason: string };

/** The first state: an item without an address shows 'video address is empty' and never plays. */
export function initialPlayState(hasAddress: boolean): PlayState {
  return hasAddress ? { phase: 'poster' } : { phase: 'empty' };
}

export function nextPlayState(state: PlayState, signal: PlaySignal): PlayState {
  if (state.phase === 'empty') return state;
  switch (signal.type) {
    case 'play':
      return state.phase === 'poster' || state.phase === 'ended' || state.phase === 'paused' ? { phase: 'loading' } : state;
    case 'retry':
      return state.phase === 'failed' ? { phase: 'loading' } : state;
    case 'playing':
      return state.phase === 'failed' || state.phase === 'poster' ? state : { phase: 'playing' };
    case 'waiting':
      return state.phase === 'playing' || state.phase === 'loading' ? { phase: 'buffering' } : state;
    case 'paused':
      return state.phase === 'playing' || state.phase === 'buffering' ? { phase: 'paused' } : state;
    case 'ended':
      return state.phase === 'failed' ? state : { phase: 'ended' };
    case 'failed':
      return { phase: 'failed', reason: signal.reason };
  }
}
