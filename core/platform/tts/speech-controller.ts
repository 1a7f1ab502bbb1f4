import type { Notice } from '../../engine/http/notices.ts';
import { INITIAL_SPEECH, speechFaceOf, speechTransition, type SpeechEffect, type SpeechEvent, type SpeechState } from './speech-machine.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import type { Services } from '../../engine/services/services.ts';
import type { SpeechEngine, SpeechListener } from './speech-runtime.ts';

type AudioContextClass = typeof AudioContext;

/** Web Audio's constructor, under its old prefixed name on old iOS (protocols.md §2.6). */
function audioContextClass(): AudioContextClass | null {
  const prefixed = Reflect.get(window, 'webkitAudioContext') as AudioContextClass | undefined;
  return window.AudioContext ?? prefixed ?? null;
}

export type SpeechServices = Pick<Services, 'request' | 'fetchText' | 'notices'>;

/**
 * Spec 2 §4 text-to-speech for the article on screen: the state machine of core/platform/tts driving the
 * engine, which is imported on the first tap. The AudioContext is made and resumed inside the tap
 * (WebViews block audio started outside a gesture: protocols.md §2.6), before the import.
 */
export class SpeechController {
  private state: SpeechState = INITIAL_SPEECH;
  private context: AudioContext | null = null;
  private engine: SpeechEngine | null = null;
  /** Bumped by every start and stop: answers of an abandoned start are ignored. */
  private generation = 0;
  private loading: AbortController | null = null;

  constructor(
    /** The article read aloud (one controller per article: the button is keyed by its id). */
    private readonly item: ContentItem,
    private services: SpeechServices,
    private readonly onChange: (state: SpeechState) => void,
  ) {}

  /** The page's services of the latest render. */
  use(services: SpeechServices): void {
    this.services = services;
  }

  tap(): void {
    if (speechFaceOf(this.state.status) === 'prompt') {
      // Spec 2 §8: what a browser without the two interfaces is told.
      if (typeof WebSocket === 'undefined') return this.notify({ kind: 'toast', text: { key: 'tts.noWebSocket' } });
      const Context = audioContextClass();
      if (!Context) return this.notify({ kind: 'toast', text: { key: 'tts.noWebAudio' } });
      this.context ??= new Context();
      void this.context.resume();
    }
    this.dispatch({ type: 'tap' });
  }

  /** The page is left (or another newsId replaces the article): stop, and forget its audio. */
  reset(): void {
    this.dispatch({ type: 'reset' });
    this.engine?.dispose();
    this.engine = null;
    void this.context?.close();
    this.context = null;
  }

  private notify(notice: Notice): void {
    this.services.notices.show(notice);
  }

  private dispatch(event: SpeechEvent): void {
    const next = speechTransition(this.state, event);
    this.state = next.state;
    this.onChange(next.state);
    this.perform(next.effect);
  }

  private perform(effect: SpeechEffect): void {
    if (effect === null) return;
    this.generation++;
    this.loading?.abort();
    this.loading = null;
    if (effect === 'stop') {
      this.engine?.stop();
      return;
    }
    const listener = this.listener(this.generation);
    if (effect === 'replay' && this.engine) {
      this.engine.replay(listener);
      return;
    }
    void this.synthesize(this.generation, listener).catch((error: unknown) => listener.failed(String(error)));
  }

  private async synthesize(mine: number, listener: SpeechListener): Promise<void> {
    const loading = new AbortController();
    this.loading = loading;
    const { services } = this;
    const runtime = await import('./speech-runtime.ts');
    const context = this.context;
    if (this.generation !== mine || !context) return;
    this.engine ??= runtime.createSpeechEngine({ context, signedUrl: () => runtime.fetchSignedSpeechUrl(this.services.request) });
    const chunks = await runtime.articleSpeechChunks(this.item, services.fetchText, loading.signal);
    if (this.generation !== mine) return;
    if (!chunks.length) throw new Error('no text to read');
    this.engine.speak(chunks, listener);
  }

  private listener(mine: number): SpeechListener {
    const live = (event: SpeechEvent) => () => {
      if (this.generation === mine) this.dispatch(event);
    };
    return {
      playing: live({ type: 'playing' }),
      synthesized: live({ type: 'synthesized' }),
      ended: live({ type: 'ended' }),
      failed: (reason) => {
        if (this.generation !== mine) return;
        console.error('[tts] speech failed:', reason);
        this.notify({ kind: 'toast', text: { key: 'tts.failed' } });
        this.dispatch({ type: 'failed' });
      },
    };
  }
}
