/** What the player host tells about playback, whoever plays it (a media element or howler). */
export interface MediaCallbacks {
  playing(): void;
  waiting(): void;
  paused(): void;
  ended(): void;
  failed(reason: string): void;
}

/** A loaded source: the host plays, pauses and finally destroys it (leaving, retrying). */
export interface MediaHandle {
  play(): Promise<void>;
  pause(): void;
  destroy(): void;
}

/**
 * How a player plugin plays its media kind. `video`: the host renders a `<video>` and hands it over;
 * `none`: the driver plays without an element of ours (howler's Web Audio).
 */
export interface MediaDriver {
  readonly element: 'video' | 'none';
  attach(src: string, element: HTMLVideoElement | null, callbacks: MediaCallbacks): Promise<MediaHandle>;
}

/** Failure reasons the host shows in the reader's words (player.messages.ts). */
export const FAILURE_NETWORK = 'network';
export const FAILURE_MEDIA = 'media';

/** A driver's refusal to attach, with the reason the reader is told. */
export class MediaFailure extends Error {
  constructor(readonly reason: typeof FAILURE_NETWORK | typeof FAILURE_MEDIA) {
    super(`media failure: ${reason}`);
    this.name = 'MediaFailure';
  }
}

/**
 * A media element's own events as callbacks, and its play / pause / destroy: what the MP4 and HLS
 * drivers share. `detach` releases what the driver added (hls.js) before the element is emptied.
 */
export function elementHandle(element: HTMLVideoElement, callbacks: MediaCallbacks, detach: () => void = () => {}): MediaHandle {
  const listeners: [string, () => void][] = [
    ['playing', () => callbacks.playing()],
    ['waiting', () => callbacks.waiting()],
    ['pause', () => (element.ended ? undefined : callbacks.paused())],
    ['ended', () => callbacks.ended()],
    ['error', () => callbacks.failed(element.error?.code === MediaError.MEDIA_ERR_NETWORK ? FAILURE_NETWORK : FAILURE_MEDIA)],
  ];
  for (const [name, listener] of listeners) element.addEventListener(name, listener);
  return {
    play: async () => {
      try {
        await element.play();
      } catch (error) {
        // A browser that refuses sound without a tap (an autoplaying feed) still plays muted.
        if (error instanceof DOMException && error.name === 'NotAllowedError' && !element.muted) {
          element.muted = true;
          await element.play();
        } else if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
      }
    },
    pause: () => element.pause(),
    destroy: () => {
      for (const [name, listener] of listeners) element.removeEventListener(name, listener);
      detach();
      element.removeAttribute('src');
      element.load();
    },
  };
}
