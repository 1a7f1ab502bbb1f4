/*
 * Issue 31 item 1: pictures at the size the phone shows, in a modern format. The local CMS renders
 * each of its generated pictures (`/media/img/<name>.svg`) as WebP at a few widths; the platform's
 * picture addresses are used as they come (it publishes no variants the app could name).
 */

/**
 * The widths (device pixels) the local CMS renders a picture at: a thumbnail on a 1× phone (240) to a
 * full-width picture on a 3× one (1080). Few, so that a shared cache holds every variant.
 */
export const PICTURE_WIDTHS = [240, 480, 720, 1080] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** A picture of the local CMS, by the address its items carry (root-relative, generated). */
const LOCAL_PICTURE = /^\/media\/img\/([\w.-]{1,80})\.svg$/;

/** The name of a local CMS picture (`c-100357` of `/media/img/c-100357.svg`), or null for any other address. */
export function localPictureName(address: string): string | null {
  return LOCAL_PICTURE.exec(address)?.[1] ?? null;
}

/** Where the local CMS serves picture `name` at `width`. */
export const pictureVariantAddress = (name: string, width: PictureWidth): string => `/media/sized/${width}/${name}.webp`;

/** The WebP `srcset` of a picture at every width, or null when its address has no variants. */
export function pictureVariantSrcset(address: string): string | null {
  const name = localPictureName(address);
  return name === null ? null : PICTURE_WIDTHS.map((width) => `${pictureVariantAddress(name, width)} ${width}w`).join(', ');
}

/** A variant's width, when `value` is one the local CMS renders. */
export function pictureWidth(value: string): PictureWidth | null {
  const width = Number(value);
  return (PICTURE_WIDTHS as readonly number[]).includes(width) ? (width as PictureWidth) : null;
}
