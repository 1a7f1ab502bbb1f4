import type { OpenAction } from '../../../core/engine/registry/types.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';

/** A field's text when it holds something, else null. */
export const filled = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The item's own address: its external address when it says it is external, else its detail address. */
export function itemAddress(item: ContentItem): string | null {
  const detail = filled(item.detailUrl);
  const external = filled(item.externalUrl);
  return item.isExternal ? (external ?? detail) : (detail ?? external);
}

/**
 * Where an address leads: a path on our own origin is an in-app route, anything else a navigation.
 * Either way the executor's guard (core/domain/open/safe-navigate.ts) decides whether it is safe.
 */
export function goTo(address: string | null, missing: string): OpenAction {
  if (!address) return { kind: 'none', reason: missing };
  return address.startsWith('/') && !address.startsWith('//') ? { kind: 'route', path: address } : { kind: 'external', url: address };
}

/** Adds one query parameter to an absolute or relative address, before its #fragment. */
export function withQueryParam(address: string, name: string, value: string): string {
  const hashAt = address.indexOf('#');
  const [head, hash] = hashAt < 0 ? [address, ''] : [address.slice(0, hashAt), address.slice(hashAt)];
  const separator = head.includes('?') ? (head.endsWith('?') || head.endsWith('&') ? '' : '&') : '?';
  return `${head}${separator}${encodeURIComponent(name)}=${encodeURIComponent(value)}${hash}`;
}

/** A property the schema lets through without naming it (extra CMS fields), as text. */
export function extraText(item: ContentItem, field: string): string | null {
  const value: unknown = Reflect.get(item, field);
  if (typeof value === 'number') return String(value);
  return filled(value);
}
