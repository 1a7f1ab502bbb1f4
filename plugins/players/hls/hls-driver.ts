import { elementHandle, FAILURE_MEDIA, FAILURE_NETWORK, type MediaDriver } from '../../../ui/player/media-driver.ts';

/** The type a browser with its own HLS (Safari, iOS webviews) says it can play. */
export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

/**
 * HLS: the browser's own where it has one; elsewhere (Chromium, Android webviews) hls.js's light
 * build, loaded only now that something plays. A fatal hls.js error is the host's failure state.
 */
export const hlsDriver: MediaDriver = {
  element: 'video',
  async attach(src, element, callbacks) {
    if (!element) throw new Error('the HLS player needs a video element');
    if (element.canPlayType(HLS_MIME_TYPE)) {
      const handle = elementHandle(element, callbacks);
      element.src = src;
      return handle;
    }
    const { default: Hls } = await import('hls.js/light');
    if (!Hls.isSupported()) throw new Error('this browser cannot play HLS');
    const hls = new Hls({ enableWorker: true, lowLatencyMode: false });
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (data.fatal) callbacks.failed(data.type === Hls.ErrorTypes.NETWORK_ERROR ? FAILURE_NETWORK : FAILURE_MEDIA);
    });
    const handle = elementHandle(element, callbacks, () => hls.destroy());
    hls.attachMedia(element);
    hls.loadSource(src);
    return handle;
  },
};
