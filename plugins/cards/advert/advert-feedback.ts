import type { TrackingParams } from '../../../core/engine/events.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import type { advertMessages } from './advert.messages.ts';

type AdvertTextKey = keyof (typeof advertMessages)['en'];

/** Spec 2 §7: the 'not interested' / complaint call; the advert id goes in the path and the body. */
export const NOT_INTERESTED_PATH = '/api/cms/client/advert/addNotInterested';
/**
 * The CMS records the reason as text ("content = reason", spec 2 §7), read by its editors: it is
 * always sent in the CMS's language, whatever language the reader sees.
 */
export const REASON_CONTENT_LANGUAGE = 'zh-CN';

/** Spec 2 §2: the complaint reasons, in the order the popup lists them under 'complaint'. */
export const COMPLAINT_REASONS = [
  'advert.reason.clickbait',
  'advert.reason.falseContent',
  'advert.reason.discomfort',
  'advert.reason.pornViolence',
  'advert.reason.infringement',
  'advert.reason.other',
] as const satisfies readonly AdvertTextKey[];

/** Spec 2 §2: the reason outside the complaint list. */
export const NOT_INTERESTED_REASON = 'advert.notInterested' satisfies AdvertTextKey;

export type AdvertReason = (typeof COMPLAINT_REASONS)[number] | typeof NOT_INTERESTED_REASON;

/** Spec 2 §2: the popup is closed, or open with its complaint list folded or unfolded. */
export type ComplaintPopupState = 'closed' | 'folded' | 'unfolded';

export const notInterestedPath = (advertId: string): string => `${NOT_INTERESTED_PATH}/${encodeURIComponent(advertId)}`;

/** What ad_exposure and ad_click report about an advert. */
export function advertTrackingParams(item: ContentItem, panelId: string): TrackingParams {
  return {
    id: item.id,
    title: item.title,
    type: item.type ?? null,
    panelId,
    crowdPackage: item.crowdPackage ?? null,
    requestId: item.requestId ?? null,
  };
}
