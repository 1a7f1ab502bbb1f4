import { safeNavigate, toSafeRoute } from '../open/safe-navigate.ts';
import { isServerPath } from './server-path.ts';

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
