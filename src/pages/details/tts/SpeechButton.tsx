import type { SpeechFace } from '../../../../core/platform/tts/speech-machine.ts';
import type { ContentItem } from '../../../../schemas/generated/types.ts';
import { useSpeech } from './useSpeech.ts';
import './speech-button.css';
import { useTexts } from '../../../../core/engine/render/useTexts.ts';
import { detailPageMessages } from '../detail.messages.ts';

const LABEL_KEYS = { prompt: 'tts.playPrompt', generating: 'tts.generating', playing: 'tts.playing' } as const;

function SpeechIcon({ face }: { face: SpeechFace }) {
  if (face === 'generating') return <span className="speech-button__spinner" aria-hidden="true" />;
  if (face === 'playing') {
    return (
      <span className="speech-button__bars" aria-hidden="true">
        <i />
        <i />
        <i />
      </span>
    );
  }
  return (
    <svg className="speech-button__icon" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
      <path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Spec 2 §2 and §4: play prompt, generating, playing. Tapping while generating or playing stops; the
 * button is pressed while it speaks, and its state is announced politely.
 */
export function SpeechButton({ item }: { item: ContentItem }) {
  const t = useTexts(detailPageMessages);
  const { face, tap } = useSpeech(item);
  const label = t(LABEL_KEYS[face]);
  return (
    <>
      <button
        type="button"
        className={`needs-app speech-button speech-button--${face}`}
        aria-pressed={face !== 'prompt'}
        aria-busy={face === 'generating'}
        aria-label={label}
        data-testid="speech-button"
        data-face={face}
        onClick={tap}
      >
        <SpeechIcon face={face} />
        <span className="speech-button__label">{label}</span>
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {face === 'prompt' ? '' : label}
      </span>
    </>
  );
}
