import { elementHandle, type MediaDriver } from '../../../ui/player/media-driver.ts';

/** A progressive file (MP4, WebM): the video element plays it itself. */
export const mp4Driver: MediaDriver = {
  element: 'video',
  async attach(src, element, callbacks) {
    if (!element) throw new Error('the MP4 player needs a video element');
    const handle = elementHandle(element, callbacks);
    element.src = src;
    return handle;
  },
};
