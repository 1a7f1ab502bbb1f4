/**
 * Spec 2 §4 text-to-speech: "init or endPlay, ttsing, play, endPlay; error gives errorTTS", replay
 * reuses fetched audio, tapping play while playing stops it, leaving the page or changing newsId stops it.
 */
export type SpeechStatus = 'init' | 'ttsing' | 'play' | 'endPlay' | 'errorTTS';

/** Spec 2 §4: "Playback starts after 1 s" (from the first session's open, while audio streams in). */
export const TTS_PLAYBACK_DELAY_MS = 1000;

export interface SpeechState {
  status: SpeechStatus;
  /** All of the article's audio has arrived and is kept for a replay. */
  audioKept: boolean;
}

export type SpeechEvent =
  | { type: 'tap' }
  /** Audio is scheduled on the audio context. */
  | { type: 'playing' }
  /** The last session ended: every chunk's audio is kept. */
  | { type: 'synthesized' }
  /** The last scheduled audio finished. */
  | { type: 'ended' }
  | { type: 'failed' }
  /** The page is left or newsId changed. */
  | { type: 'reset' };

/** What the button's owner does on a transition: synthesise, replay the kept audio, or stop all. */
export type SpeechEffect = 'synthesize' | 'replay' | 'stop' | null;

/** The three faces of spec 2 §2's button. */
export type SpeechFace = 'prompt' | 'generating' | 'playing';

export const INITIAL_SPEECH: SpeechState = { status: 'init', audioKept: false };

const active = (status: SpeechStatus) => status === 'ttsing' || status === 'play';

export function speechTransition(state: SpeechState, event: SpeechEvent): { state: SpeechState; effect: SpeechEffect } {
  const same = { state, effect: null };
  switch (event.type) {
    case 'tap':
      if (active(state.status)) {
        // Stopped while generating: the partial audio is dropped (a later tap synthesises again).
        return { state: { status: 'endPlay', audioKept: state.status === 'play' && state.audioKept }, effect: 'stop' };
      }
      return state.audioKept ? { state: { status: 'play', audioKept: true }, effect: 'replay' } : { state: { status: 'ttsing', audioKept: false }, effect: 'synthesize' };
    case 'playing':
      return state.status === 'ttsing' ? { state: { ...state, status: 'play' }, effect: null } : same;
    case 'synthesized':
      return active(state.status) ? { state: { ...state, audioKept: true }, effect: null } : same;
    case 'ended':
      return active(state.status) ? { state: { ...state, status: 'endPlay' }, effect: null } : same;
    case 'failed':
      return active(state.status) ? { state: { status: 'errorTTS', audioKept: false }, effect: 'stop' } : same;
    case 'reset':
      return { state: INITIAL_SPEECH, effect: active(state.status) ? 'stop' : null };
  }
}

/** Spec 2 §2: play prompt, generating, playing (an error shows the play prompt again). */
export function speechFaceOf(status: SpeechStatus): SpeechFace {
  if (status === 'ttsing') return 'generating';
  if (status === 'play') return 'playing';
  return 'prompt';
}
