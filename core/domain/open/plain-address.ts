import { decideOpener } from '../../engine/registry/dispatch.ts';
import type { RegistryIndex } from '../../engine/registry/registry.ts';
import type { OpenAction, OpenContext } from '../../engine/registry/types.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { toNavigableUrl, toSafeRoute } from './safe-navigate.ts';

/*
 * Issue 32: every card is a link to the address a plain browser would open. That address comes from
 * the same open rules as a tap (the registry's openers), asked as a plain browser would be: no device
 * id (so no native page), not logged in, no live token. A script-enhanced tap still goes through the
 * opener with the reader's real context (src/open/page-open.ts); the link is what a long press, a
 * middle or modifier click, or a page without scripts follows.
 */

/** What the open rules are told about a plain browser: outside the app, anonymous, no stored token. */
export function plainBrowserContext(panelId: string | null, communityBaseUrl: string): OpenContext {
  return { deviceId: null, loggedIn: false, liveToken: null, panelId, communityBaseUrl };
}

/**
 * The address an open action leads to in a plain browser, passed through the same guard as a tap's
 * navigation (core/domain/open/safe-navigate.ts): a route as its path on the page's origin, another address
 * as its full form. Null when the action leads nowhere a link can go (nothing, or a native call).
 */
export function plainAddressOf(action: OpenAction, base: string): string | null {
  if (action.kind === 'route') return toSafeRoute(action.path, base);
  if (action.kind === 'external') return toNavigableUrl(action.url, base)?.href ?? null;
  return null;
}

/** A raw address a page shows (a related service's), as a link goes to it: a route's path, another address whole, or null when unsafe. */
export function plainLinkOf(raw: string, base: string): string | null {
  return toSafeRoute(raw, base) ?? toNavigableUrl(raw, base)?.href ?? null;
}

/** Where a plain browser goes for `item`, by the openers of `index`; null when no opener gives an address. */
export function plainItemAddress(index: RegistryIndex, item: ContentItem, context: OpenContext, base: string): string | null {
  const decision = decideOpener(index, item.type);
  return decision.kind === 'matched' ? plainAddressOf(decision.plugin.decide(item, context), base) : null;
}
