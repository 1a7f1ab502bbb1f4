/*
 * Apart from the article's address guard (detail-navigation.ts), which loads at the reader's first
 * tap on an address: the page reads this one while it renders.
 */

/** Paths of our origin that the server answers itself (pages, media, API), not routes of the app. */
export const SERVER_PATH_PREFIXES: readonly string[] = ['/content/', '/media/', '/api/'];

export const isServerPath = (path: string): boolean => SERVER_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
