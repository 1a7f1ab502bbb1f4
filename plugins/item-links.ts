import { environmentForHost } from '../core/engine/env/environment.ts';
import { plainBrowserContext, plainItemAddress } from '../core/domain/open/plain-address.ts';
import { createRegistry, type RegistryIndex } from '../core/engine/registry/registry.ts';
import { useContext, useMemo } from 'react';
import { PageWindowContext } from '../core/engine/render/server-context.ts';
import type { ContentItem } from '../schemas/generated/types.ts';
import { OPENER_PLUGINS } from './openers/index.ts';

/*
 * The one place a card's link address is made (issue 32): the open rules' decision for a plain
 * browser (core/domain/open/plain-address.ts). Cards and item-rendering panels import it, so the open rules
 * come with the feed's chunk, never with the home's first bundle (plugins/registries.ts).
 */

let openers: RegistryIndex | null = null;
const openerIndex = (): RegistryIndex => (openers ??= createRegistry().register(...OPENER_PLUGINS).index);

/** The address a plain browser opens for `item` shown in `panelId`, on the page at `pageAddress`. */
export function itemAddress(item: ContentItem, panelId: string | null, pageAddress: string): string | null {
  const context = plainBrowserContext(panelId, environmentForHost(new URL(pageAddress).hostname).communityBaseUrl);
  return plainItemAddress(openerIndex(), item, context, pageAddress);
}

/** Where the home's server render stands (it has no page window): the local environment's origin. */
const SERVER_HOME_ADDRESS = 'http://localhost/';

/** The link address of an item on this page (the same on the server and in the browser: no reader state). */
export function useItemAddress(item: ContentItem, panelId: string | null): string | null {
  const pageWindow = useContext(PageWindowContext);
  const pageAddress = pageWindow?.location.href ?? (typeof window === 'undefined' ? SERVER_HOME_ADDRESS : window.location.href);
  return useMemo(() => itemAddress(item, panelId, pageAddress), [item, panelId, pageAddress]);
}
