import type { MessageKey } from '../../engine/i18n/i18n.ts';
import { hasOwn } from '../../engine/env/old-engines.ts';

/**
 * Spec 1 §9 names tag types 1 to 7, six named tags and three interview states, but gives neither
 * colours nor (for the numbered types) labels. Our choice: filled badges with white text on a
 * Material-800-like palette, each with a contrast of at least 4.5:1 (WCAG AA, checked by a test).
 * Spec 2 §3's liveStatus 0, 1, 2 "each with own badge; labels not shown": we use 'upcoming',
 * 'live' and 'replay'.
 */
export type BadgeStyle = { readonly background: string; readonly text: string; readonly labelKey: MessageKey };

/** Text colour of every badge. */
export const BADGE_TEXT_COLOUR = '#FFFFFF';

const badge = (background: string, labelKey: MessageKey): BadgeStyle => ({ background, text: BADGE_TEXT_COLOUR, labelKey });

/** Spec 1 §9: tag types 1 to 7 (labels our choice: hot, recommended, exclusive, original, first release, breaking, featured). */
export const TAG_TYPE_STYLES = {
  1: badge('#C62828', 'tag.type1'),
  2: badge('#1565C0', 'tag.type2'),
  3: badge('#6A1B9A', 'tag.type3'),
  4: badge('#2E7D32', 'tag.type4'),
  5: badge('#B45309', 'tag.type5'),
  6: badge('#AD1457', 'tag.type6'),
  7: badge('#00796B', 'tag.type7'),
} as const satisfies Record<number, BadgeStyle>;

export type TagType = keyof typeof TAG_TYPE_STYLES;
export const TAG_TYPES = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly TagType[];

/** Spec 1 §9: the named tags ('ad' is the advert item's tag of spec 2 §2). */
export const NAMED_TAG_STYLES = {
  top: badge('#C62828', 'tag.top'),
  live: badge('#BF360C', 'tag.live'),
  advert: badge('#616161', 'tag.advert'),
  special: badge('#0277BD', 'tag.special'),
  activity: badge('#2E7D32', 'tag.activity'),
  vote: badge('#4527A0', 'tag.vote'),
} as const satisfies Record<string, BadgeStyle>;

export type NamedTag = keyof typeof NAMED_TAG_STYLES;

/** Spec 1 §9: the three interview states. */
export const INTERVIEW_STATUS_STYLES = {
  submitted: badge('#1565C0', 'interview.submitted'),
  inContact: badge('#B45309', 'interview.inContact'),
  ended: badge('#616161', 'interview.ended'),
} as const satisfies Record<string, BadgeStyle>;

export type InterviewStatus = keyof typeof INTERVIEW_STATUS_STYLES;

/** Spec 2 §3: liveStatus 0 upcoming, 1 live now, 2 replay (labels our choice). */
export const LIVE_STATUS_STYLES = {
  0: badge('#1565C0', 'liveStatus.upcoming'),
  1: badge('#BF360C', 'liveStatus.live'),
  2: badge('#00796B', 'liveStatus.replay'),
} as const satisfies Record<number, BadgeStyle>;

export type LiveStatus = keyof typeof LIVE_STATUS_STYLES;

/** Spec 2 §2: label values of a dynamic (social post) card. */
export const DYNAMIC_LABEL_KEYS = {
  essence: 'dynamicLabel.essence',
  highQuality: 'dynamicLabel.highQuality',
  creative: 'dynamicLabel.creative',
  onSite: 'dynamicLabel.onSite',
} as const satisfies Record<string, MessageKey>;

/** CMS values arrive as numbers or numeric strings; anything else has no badge. */
function byNumber<T>(table: Record<number, T>, value: number | string | null | undefined): T | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && hasOwn(table, n) ? (table[n] ?? null) : null;
}

export const tagTypeStyle = (type: number | string | null | undefined): BadgeStyle | null =>
  byNumber<BadgeStyle>(TAG_TYPE_STYLES, type);

export const liveStatusStyle = (status: number | string | null | undefined): BadgeStyle | null =>
  byNumber<BadgeStyle>(LIVE_STATUS_STYLES, status);

export const namedTagStyle = (name: string | null | undefined): BadgeStyle | null =>
  name && hasOwn(NAMED_TAG_STYLES, name) ? NAMED_TAG_STYLES[name as NamedTag] : null;

export const interviewStatusStyle = (status: string | null | undefined): BadgeStyle | null =>
  status && hasOwn(INTERVIEW_STATUS_STYLES, status) ? INTERVIEW_STATUS_STYLES[status as InterviewStatus] : null;
