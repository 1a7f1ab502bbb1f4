import { useEffect, useState } from 'react';
import { INITIAL_SPEECH, speechFaceOf, type SpeechFace } from '../../../../core/platform/tts/speech-machine.ts';
import type { ContentItem } from '../../../../schemas/generated/types.ts';
import { useServices } from '../../../../core/engine/render/engine.tsx';
import { SpeechController } from '../../../../core/platform/tts/speech-controller.ts';

/**
 * The read-aloud button's face and tap for `item`. Spec 2 §4: leaving the page or changing newsId
 * stops it: the controller resets on unmount, and the button is keyed by the article's id, so another
 * newsId is another button.
 */
export function useSpeech(item: ContentItem): { face: SpeechFace; tap: () => void } {
  const services = useServices();
  const [state, setState] = useState(INITIAL_SPEECH);
  const [controller] = useState(() => new SpeechController(item, services, setState));
  useEffect(() => controller.use(services), [controller, services]);
  useEffect(() => () => controller.reset(), [controller]);
  return { face: speechFaceOf(state.status), tap: () => controller.tap() };
}
