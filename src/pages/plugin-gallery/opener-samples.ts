import { ROUTE } from '../../../core/engine/routes/routes.ts';
import type { OpenAction, OpenContext, OpenerPlugin } from '../../../core/engine/registry/types.ts';
import { validateAs } from '../../../core/engine/schema/validate.ts';
import { provideBundledReaderValidators } from '../../../core/engine/schema/reader-validators.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import type { PluginGalleryFixture } from './plugin-gallery-entries.ts';

// The developers' pages validate while they render.
provideBundledReaderValidators();

/** The two situations an open rule tells apart (spec 1 §1, §2): inside the app and logged in, or a plain browser. */
export const IN_APP_CONTEXT: OpenContext = { deviceId: 'gallery-device', panelId: 'gallery', loggedIn: true, liveToken: 'gallery-live-token' };
export const IN_BROWSER_CONTEXT: OpenContext = { deviceId: null, panelId: 'gallery', loggedIn: false, liveToken: null };

/** The type shown for the default opener ('*'): one no other rule names. */
export const UNLISTED_SAMPLE_TYPE = 'unlisted_type';

export interface OpenerDecision {
  type: string;
  sample: ContentItem;
  inApp: OpenAction;
  inBrowser: OpenAction;
}

/** An item with every field an open rule may read, for types the fixture has no example of. */
function genericSample(type: string): Record<string, unknown> {
  return {
    id: `sample-${type}`,
    type,
    title: `sample ${type}`,
    detailUrl: ROUTE.details.link({ newsId: `sample-${type}` }),
    externalUrl: 'https://www.example.com/sample',
    shareTitle: `sample ${type}`,
  };
}

/** The fixture's first valid example of the type, else the generic sample; normalised by the opener's schema. */
function sampleOf(type: string, fixture: PluginGalleryFixture | undefined): ContentItem {
  const fromFixture = fixture?.valid.find((example) => String((example as { type?: unknown }).type) === type);
  const raw = fromFixture ?? genericSample(type);
  const checked = validateAs<ContentItem>('content-item', raw);
  return checked.ok ? checked.value : (raw as ContentItem);
}

/**
 * decide() of an opener for one sample item per type it handles, in both situations. The default
 * opener ('*') gets a fixture type no other rule claims (`claimed` tells), else an unlisted one.
 */
export function openerDecisions(opener: OpenerPlugin, fixture: PluginGalleryFixture | undefined, claimed: (type: string) => boolean): OpenerDecision[] {
  const types = opener.types === '*' ? [unclaimedType(fixture, claimed) ?? UNLISTED_SAMPLE_TYPE] : opener.types;
  return types.map((type) => {
    const sample = sampleOf(type, fixture);
    return { type, sample, inApp: opener.decide(sample, IN_APP_CONTEXT), inBrowser: opener.decide(sample, IN_BROWSER_CONTEXT) };
  });
}

const unclaimedType = (fixture: PluginGalleryFixture | undefined, claimed: (type: string) => boolean): string | undefined =>
  (fixture?.valid ?? [])
    .map((example) => (example as { type?: unknown }).type)
    .filter((type) => type !== undefined && type !== null)
    .map(String)
    .find((type) => !claimed(type));

/** One line per action, as developers read it. */
export function describeAction(action: OpenAction): string {
  switch (action.kind) {
    case 'route':
      return `route ${action.path}`;
    case 'external':
      return `external ${action.url}`;
    case 'native':
      return `native ${action.handler} ${JSON.stringify(action.payload)}`;
    case 'none':
      return `none: ${action.reason}`;
  }
}
