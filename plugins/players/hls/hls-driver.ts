import { prefersNativeHls } from '../../../core/domain/video/media.ts';
// hls.js's transmuxing worker, served as a file of the build from our own origin (hls.js's ESM builds
// carry no worker of their own: without `workerPath` they transmux on the main thread). Only its
// address is bundled here; the worker loads when something plays.
import HLS_WORKER_URL from 'hls.js/dist/hls.worker.js?url';
import { elementHandle, FAILURE_MEDIA, FAILURE_NETWORK, MediaFailure, type MediaDriver } from '../../../ui/player/media-driver.ts';

/** The type a browser with its own HLS (Safari, iOS webviews, Chromium from 141) says it can play. */
export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

/**
 * A playlist that does not come is tried once more after half a second, then the reader is told
 * (hls.js's default waits several seconds more before giving up).
 */
const MANIFEST_LOAD_POLICY = {
  default: {
    maxTimeToFirstByteMs: 8000,
    maxLoadTimeMs: 10_000,
    timeoutRetry: { maxNumRetry: 1, retryDelayMs: 0, maxRetryDelayMs: 0 },
    errorRetry: { maxNumRetry: 1, retryDelayMs: 500, maxRetryDelayMs: 1000 },
  },
};

/**
 * HLS: Apple's browsers' own (core/domain/video/media.ts prefersNativeHls); elsewhere (Chromium, Android
 * webviews) hls.js's light build, loaded only now that something plays.
 */
export const hlsDriver: MediaDriver = {
  element: 'video',
  async attach(src, element, callbacks) {
    if (!element) throw new Error('the HLS player needs a video element');
    const hasMediaSource = 'MediaSource' in window || 'ManagedMediaSource' in window;
    if (prefersNativeHls(element.canPlayType(HLS_MIME_TYPE) !== '', hasMediaSource, navigator.userAgent)) {
      const handle = elementHandle(element, callbacks);
      element.src = src;
      return handle;
    }
    const { default: Hls } = await import('hls.js/light');
    if (!Hls.isSupported()) throw new MediaFailure(FAILURE_MEDIA);
    const hls = new Hls({ enableWorker: true, workerPath: HLS_WORKER_URL, lowLatencyMode: false, manifestLoadPolicy: MANIFEST_LOAD_POLICY });
    let ready = false;
    // Until the playlist is read, a fatal error refuses the attach (the element's own errors meanwhile
    // are hls.js's business); afterwards it is the host's failure state.
    await new Promise<void>((resolve, reject) => {
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        const reason = data.type === Hls.ErrorTypes.NETWORK_ERROR ? FAILURE_NETWORK : FAILURE_MEDIA;
        if (ready) callbacks.failed(reason);
        else {
          hls.destroy();
          reject(new MediaFailure(reason));
        }
      });
      hls.once(Hls.Events.MANIFEST_PARSED, () => {
        ready = true;
        resolve();
      });
      hls.attachMedia(element);
      hls.loadSource(src);
    });
    return elementHandle(element, callbacks, () => hls.destroy());
  },
};
