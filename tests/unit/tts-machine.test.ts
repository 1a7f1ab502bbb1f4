import { describe, expect, it } from 'vitest';
import { INITIAL_SPEECH, speechFaceOf, speechTransition, type SpeechEvent, type SpeechState } from '../../core/platform/tts/speech-machine.ts';

const run = (events: SpeechEvent['type'][], from: SpeechState = INITIAL_SPEECH) => {
  let state = from;
  const effects: (string | null)[] = [];
  for (const type of events) {
    const next = speechTransition(state, { type } as SpeechEvent);
    state = next.state;
    effects.push(next.effect);
  }
  return { state, effects };
};

describe('text-to-speech states (spec 2 §4)', () => {
  it('goes init → ttsing → play → endPlay, synthesising once', () => {
    expect(run(['tap']).state.status).toBe('ttsing');
    expect(run(['tap', 'playing']).state.status).toBe('play');
    const done = run(['tap', 'playing', 'synthesized', 'ended']);
    expect(done.state).toEqual({ status: 'endPlay', audioKept: true });
    expect(done.effects).toEqual(['synthesize', null, null, null]);
  });

  it('replays the fetched audio on the next tap, without synthesising again', () => {
    const replay = run(['tap', 'playing', 'synthesized', 'ended', 'tap']);
    expect(replay.state.status).toBe('play');
    expect(replay.effects.at(-1)).toBe('replay');
  });

  it('stops when play is tapped while playing, and keeps complete audio for a replay', () => {
    const stopped = run(['tap', 'playing', 'synthesized', 'tap']);
    expect(stopped.state).toEqual({ status: 'endPlay', audioKept: true });
    expect(stopped.effects.at(-1)).toBe('stop');
    expect(run(['tap', 'playing', 'synthesized', 'tap', 'tap']).effects.at(-1)).toBe('replay');
  });

  it('drops partial audio when stopped before every chunk arrived: the next tap synthesises', () => {
    expect(run(['tap', 'playing', 'tap']).state).toEqual({ status: 'endPlay', audioKept: false });
    expect(run(['tap', 'tap']).effects).toEqual(['synthesize', 'stop']);
    expect(run(['tap', 'playing', 'tap', 'tap']).effects.at(-1)).toBe('synthesize');
  });

  it('gives errorTTS on a failure while generating or playing, showing the play prompt again', () => {
    for (const events of [['tap', 'failed'], ['tap', 'playing', 'failed'], ['tap', 'playing', 'synthesized', 'failed']] as SpeechEvent['type'][][]) {
      const failed = run(events);
      expect(failed.state).toEqual({ status: 'errorTTS', audioKept: false });
      expect(failed.effects.at(-1)).toBe('stop');
      expect(speechFaceOf(failed.state.status)).toBe('prompt');
    }
    expect(run(['tap', 'failed', 'tap']).effects.at(-1)).toBe('synthesize');
  });

  it('returns to init and forgets the audio when the page is left or newsId changes', () => {
    expect(run(['tap', 'playing', 'reset'])).toEqual({ state: INITIAL_SPEECH, effects: ['synthesize', null, 'stop'] });
    expect(run(['tap', 'playing', 'synthesized', 'ended', 'reset'])).toEqual({ state: INITIAL_SPEECH, effects: ['synthesize', null, null, null, null] });
  });

  it('ignores late events of a stopped session', () => {
    for (const late of ['playing', 'synthesized', 'ended', 'failed'] as const) {
      expect(run(['tap', 'tap', late]).state).toEqual({ status: 'endPlay', audioKept: false });
      expect(run([late]).state).toEqual(INITIAL_SPEECH);
    }
  });

  it('shows the three faces of the button', () => {
    expect(['init', 'ttsing', 'play', 'endPlay', 'errorTTS'].map((s) => speechFaceOf(s as SpeechState['status']))).toEqual(['prompt', 'generating', 'playing', 'prompt', 'prompt']);
  });
});
