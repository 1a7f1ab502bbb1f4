import { FAILURE_MEDIA, FAILURE_NETWORK, type MediaDriver } from '../../../ui/player/media-driver.ts';

/** Audio through howler (loaded only now that something plays), streamed with HTML5 audio. */
export const audioDriver: MediaDriver = {
  element: 'none',
  async attach(src, _element, callbacks) {
    const { Howl } = await import('howler');
    const sound = new Howl({
      src: [src],
      html5: true,
      onplay: () => callbacks.playing(),
      onpause: () => callbacks.paused(),
      onend: () => callbacks.ended(),
      onloaderror: () => callbacks.failed(FAILURE_NETWORK),
      onplayerror: () => callbacks.failed(FAILURE_MEDIA),
    });
    return {
      play: async () => void sound.play(),
      pause: () => void sound.pause(),
      destroy: () => void sound.unload(),
    };
  },
};
