import { safeNavigate, toSafeRoute } from '../open/safe-navigate.ts';

/** Paths of our origin that the server answers itself (pages, media, API), not routes of the app. */
export const SERVER_PATH_PREFIXES: readonly string[] = ['/content/', '/media/', '/api/'];

export const isServerPath = (path: string): boolean => SERVER_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));

/**
 * Follows an address from the article (a body link, a service, the widget): a route of the app goes
 * through the router, anything else leaves through core/domain/open's guard (safeNavigate); an unsafe
 * address goes nowhere. Answers whether it went.
 */
export function followAddress(raw: string, base: string, route: (path: string) => void, assign: (href: string) => void): boolean {
  const path = toSafeRoute(raw, base);
  if (path !== null && !isServerPath(path)) {
    route(path);
    return true;
  }
  return safeNavigate(raw, base, assign);
}
