import { allowedBodyUrl } from './url-policy.ts';
import { isRecord } from '../schema/json-guards.ts';

/**
 * Spec 2 §2: a third-party frame reports its height (contentHeight) and may ask to open the gallery
 * (image list and index). Messages are data from an untrusted page (protocols.md §5.6): the page takes
 * them only from its own frame's window (checked by the caller) and only in exactly these shapes.
 */
export type FrameMessage =
  | { type: 'contentHeight'; contentHeight: number }
  | { type: 'openGallery'; images: string[]; index: number };

/** A frame is never made taller than this, whatever it reports (our choice: about 150 phone screens). */
export const MAX_FRAME_HEIGHT_PX = 120_000;
/** A gallery request with more images than this is refused (our choice; articles carry far fewer). */
export const MAX_FRAME_GALLERY_IMAGES = 300;

export type FrameMessageCheck = { ok: true; message: FrameMessage } | { ok: false; reason: string };

/** Checks one message's data; `base` resolves relative image addresses (the frame's address). */
export function checkFrameMessage(data: unknown, base: string): FrameMessageCheck {
  if (!isRecord(data)) return { ok: false, reason: 'not an object' };
  if (data.type === 'contentHeight') {
    const height = data.contentHeight;
    if (typeof height !== 'number' || !Number.isFinite(height) || height < 0) return { ok: false, reason: 'contentHeight is not a non-negative number' };
    return { ok: true, message: { type: 'contentHeight', contentHeight: Math.min(Math.ceil(height), MAX_FRAME_HEIGHT_PX) } };
  }
  if (data.type === 'openGallery') {
    const { images, index } = data;
    if (!Array.isArray(images) || images.length === 0 || images.length > MAX_FRAME_GALLERY_IMAGES) return { ok: false, reason: 'images is not a list of 1 to 300' };
    const urls = images.map((image) => (typeof image === 'string' ? allowedBodyUrl(image, base, 'media') : null));
    if (urls.some((url) => url === null)) return { ok: false, reason: 'an image address is not http(s)' };
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= images.length) return { ok: false, reason: 'index is out of the list' };
    return { ok: true, message: { type: 'openGallery', images: urls as string[], index } };
  }
  return { ok: false, reason: 'unknown type' };
}
