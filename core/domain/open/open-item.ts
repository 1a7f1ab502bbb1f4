import { decideOpener } from '../../engine/registry/dispatch.ts';
import type { RegistryIndex } from '../../engine/registry/registry.ts';
import type { OpenContext } from '../../engine/registry/types.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { executeOpenAction, type NativeOpenCalls, type OpenOutcome, type OpenPorts } from './execute.ts';
import { reloadAtOwnPath } from '../../engine/http/failure-handler.ts';

/** What a reader's tap on an item does: the registry's opener decides, the executor carries it out. */
export async function openItem(index: RegistryIndex, item: ContentItem, context: OpenContext, ports: OpenPorts): Promise<OpenOutcome> {
  const decision = decideOpener(index, item.type);
  if (decision.kind !== 'matched') return { status: 'nothing', reason: `no opener for ${decision.key}` };
  return executeOpenAction(decision.plugin.decide(item, context), ports);
}

/** Ports of a page: the router's navigate for routes, location for the rest, the bridge when in the app. */
export function pageOpenPorts(route: (path: string) => void, native: NativeOpenCalls | null): OpenPorts {
  return {
    base: window.location.href,
    route,
    assign: (href) => window.location.assign(href),
    reload: () => reloadAtOwnPath(window.location),
    native,
  };
}
