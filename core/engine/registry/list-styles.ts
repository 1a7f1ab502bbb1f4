/**
 * Spec 2 §2: the item layouts by listStyle, named once. A card registers on the styles it draws; a
 * panel that cares about a style reads it here.
 */
export const LIST_STYLE = {
  /** 0: text only. */
  textOnly: 0,
  /** 1: text with a thumbnail. */
  thumbnail: 1,
  /** 2: text with a thumbnail, as 1. */
  thumbnailToo: 2,
  /** 3: three images. */
  threeImages: 3,
  /** 4: one large image. */
  largeImage: 4,
  /** 5: a large image with a play button and the duration. */
  video: 5,
  /** 6: an embedded vote. */
  vote: 6,
} as const;

export type ListStyle = (typeof LIST_STYLE)[keyof typeof LIST_STYLE];

/** A listStyle as the registry table and the editors' messages name it ('unset' when the item has none). */
export function listStyleName(style: number | null): string {
  if (style === null) return 'unset';
  const name = Object.entries(LIST_STYLE).find(([, value]) => value === style)?.[0];
  return name ? `${style} (${name})` : String(style);
}
