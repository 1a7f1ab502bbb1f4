/**
 * The page is one column: the phone's width, at most this many CSS pixels (body's max-width in
 * src/styles.css, where the root font size is also capped so that the column is always 20rem).
 */
export const COLUMN_MAX_PX = 480;

/**
 * A `sizes` value for a picture shown at this share of the column's width (0.28 for a 5.6rem
 * thumbnail), so a tablet or desktop fetches the variant the capped column shows, not its screen's.
 */
export function columnSizes(share = 1): string {
  const percent = Math.round(share * 1000) / 10;
  return `(min-width: ${COLUMN_MAX_PX}px) ${Math.round(COLUMN_MAX_PX * share)}px, ${percent}vw`;
}
