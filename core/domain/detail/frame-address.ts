import { environmentName } from '../../engine/env/environment.ts';
import { allowedBodyUrl } from '../../engine/sanitize/url-policy.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';

/**
 * Spec 2 §2: outside production a test-environment flag is appended to the frame's address, so the
 * third party serves its test build. The spec does not name the flag: this is ours.
 */
export const FRAME_TEST_FLAG = { name: 'env', value: 'test' } as const;

/**
 * Spec 2 §2: the frame is sandboxed with forms, scripts and same origin. A frame of the page's own
 * origin does not get same origin with scripts: it could lift its own sandbox and reach the page's
 * stored login (protocols.md §5.3), so it runs as an opaque origin instead.
 */
export const FRAME_SANDBOX = 'allow-forms allow-scripts allow-same-origin';
export const FRAME_SANDBOX_OWN_ORIGIN = 'allow-forms allow-scripts';

export function frameSandbox(frameUrl: URL, pageOrigin: string): string {
  return frameUrl.origin === pageOrigin ? FRAME_SANDBOX_OWN_ORIGIN : FRAME_SANDBOX;
}

/** The frame's address: an http(s) address only, with the test flag outside production. */
export function frameAddress(raw: string | null | undefined, pageHref: string, hostname: string): URL | null {
  const safe = allowedBodyUrl(raw, pageHref, 'media');
  if (!safe) return null;
  const url = new URL(safe);
  if (environmentName(hostname) !== 'production') url.searchParams.set(FRAME_TEST_FLAG.name, FRAME_TEST_FLAG.value);
  return url;
}

/**
 * The origin a message of this frame carries: its own for a frame with same origin, 'null' for one
 * running as an opaque origin (protocols.md §0 #10).
 */
export const expectedMessageOrigin = (frameUrl: URL, sandbox: string): string => (sandbox.includes('allow-same-origin') ? frameUrl.origin : 'null');

/**
 * Spec 2 §2: content with thirdPartyCode or externalUrl shows in a frame (its external address, else
 * its contentUrl); any other content shows its contentUrl body.
 */
export function frameSourceOf(item: ContentItem): string | null {
  const external = item.externalUrl?.trim();
  if (external) return external;
  return item.thirdPartyCode?.trim() ? item.contentUrl?.trim() || null : null;
}
