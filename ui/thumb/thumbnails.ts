/*
 * Apart from the thumbnail's component, so that a page that only reads an item's pictures (an
 * article's lead picture) loads none of it before it is ready.
 */

/** `thumbnailUrl` may hold several comma-separated addresses. */
export function thumbnails(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
