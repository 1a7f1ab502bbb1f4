/**
 * Spec 2 §2 (Dynamic card), §9: how a social post lays out its pictures and text. Pure: the card
 * applies them, tests check them in node.
 */

/** Spec 2 §2: image layouts by count: 1, 2, 4, and 3 or more (any other count). */
export type ImageLayout = 'none' | 'one' | 'two' | 'four' | 'grid';
/** Not a spec number: a post shows at most nine pictures (a 3 × 3 grid), as the community's app does. */
export const MAX_POST_IMAGES = 9;
/** Spec 2 §2: a single picture is tall when its height is over 812 and above its width. */
export const TALL_IMAGE_MIN_HEIGHT = 812;
/** Spec 2 §2: a post's text is collapsed when it is taller than 100 px. */
export const TEXT_FOLD_MAX_HEIGHT_PX = 100;
/** Spec 2 §2: the label values a post may carry. */
export const POST_LABELS = ['essence', 'high-quality', 'creative', 'on-site'] as const;
export type PostLabel = (typeof POST_LABELS)[number];

export function imageLayout(count: number): ImageLayout {
  if (count <= 0) return 'none';
  if (count === 1) return 'one';
  if (count === 2) return 'two';
  if (count === 4) return 'four';
  return 'grid';
}

/** The post's pictures: `imagesUrl` is comma-separated (empty parts dropped), at most nine. */
export function postImages(imagesUrl: string | null | undefined): string[] {
  return (imagesUrl ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
    .slice(0, MAX_POST_IMAGES);
}

/** Spec 2 §2: height over 812 and above the width (unknown sizes are not tall). */
export function isTallImage(width: number | null | undefined, height: number | null | undefined): boolean {
  return typeof height === 'number' && height > TALL_IMAGE_MIN_HEIGHT && height > (width ?? 0);
}

/** Width / height of a single picture's box: its own ratio, within bounds; a tall one stands 3:4. */
export const SINGLE_RATIO_BOUNDS = { min: 3 / 4, max: 16 / 9 } as const;
export function singleImageRatio(width: number | null | undefined, height: number | null | undefined): number {
  if (isTallImage(width, height)) return SINGLE_RATIO_BOUNDS.min;
  if (!width || !height || width <= 0 || height <= 0) return 4 / 3;
  return Math.min(SINGLE_RATIO_BOUNDS.max, Math.max(SINGLE_RATIO_BOUNDS.min, width / height));
}

export function postLabel(label: string | null | undefined): PostLabel | null {
  const value = label?.trim().toLowerCase();
  return (POST_LABELS as readonly string[]).includes(value ?? '') ? (value as PostLabel) : null;
}
