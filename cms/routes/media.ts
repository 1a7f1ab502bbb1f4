import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { pictureVariantAddress, PICTURE_WIDTHS, pictureWidth, type PictureWidth } from '../../core/domain/pictures/picture-variants.ts';
import { placeholderSvg } from '../placeholder-svg.ts';
import { liveRoutes } from './live.ts';

/** A generated picture never changes for its name: cached for a year. */
export const GENERATED_IMAGE_MAX_AGE_S = 31_536_000;
const GENERATED_IMAGE_CACHING = `public, max-age=${GENERATED_IMAGE_MAX_AGE_S}, immutable`;
/** The name a picture carries to test the default thumbnail (spec 2 §8): it is never served. */
const BROKEN_PICTURE = 'broken';
const PICTURE_NAME = /^[\w.-]{1,80}$/;
/** WebP quality of a variant: about a news photo's weight per pixel, well above Chrome's 0.05 bits per pixel LCP floor. */
const VARIANT_QUALITY = 70;
/** Variants kept in memory, the oldest dropped first: every picture of the seed at every width fits. */
const VARIANT_CACHE_SIZE = 2_000;
/** The generated pictures' own width (placeholderSvg's viewBox): a variant is drawn at its width, not scaled up. */
const SOURCE_WIDTH = 640;

const variants = new Map<string, Promise<Buffer>>();

/** Picture `name` as WebP at `width`, drawn once per process (the vector drawn at the width, so sharp at any size). */
function variant(name: string, width: PictureWidth): Promise<Buffer> {
  const key = pictureVariantAddress(name, width);
  let made = variants.get(key);
  if (!made) {
    made = sharp(Buffer.from(placeholderSvg(`${name}.svg`)), { density: (72 * width) / SOURCE_WIDTH })
      .resize({ width })
      .webp({ quality: VARIANT_QUALITY })
      .toBuffer();
    made.catch(() => variants.delete(key));
    variants.set(key, made);
    if (variants.size > VARIANT_CACHE_SIZE) variants.delete(variants.keys().next().value!);
  }
  return made;
}

export function mediaRoutes(app: FastifyInstance): void {
  liveRoutes(app);
  app.get<{ Params: { name: string } }>('/media/img/:name', async (request, reply) => {
    const name = request.params.name.replace(/\.svg$/, '');
    if (!request.params.name.endsWith('.svg') || !PICTURE_NAME.test(name) || name === BROKEN_PICTURE) return reply.code(404).type('text/plain').send('not found');
    reply.header('cache-control', GENERATED_IMAGE_CACHING);
    return reply.type('image/svg+xml').send(placeholderSvg(request.params.name));
  });
  // The same pictures at the widths the app asks for them (core/domain/pictures/picture-variants.ts).
  app.get<{ Params: { width: string; name: string } }>('/media/sized/:width/:name', async (request, reply) => {
    const width = pictureWidth(request.params.width);
    const name = request.params.name.replace(/\.webp$/, '');
    if (width === null || !request.params.name.endsWith('.webp') || !PICTURE_NAME.test(name) || name === BROKEN_PICTURE) {
      return reply.code(404).type('text/plain').send(`not found: widths are ${PICTURE_WIDTHS.join(', ')}`);
    }
    reply.header('cache-control', GENERATED_IMAGE_CACHING);
    return reply.type('image/webp').send(await variant(name, width));
  });
}
