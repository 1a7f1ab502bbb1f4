import { rulesMessages } from '../../core/engine/i18n/messages/rules.ts';
import type { MessageKey, Translate } from '../../core/engine/i18n/i18n.ts';
import { NAMED_TAG_STYLES, TAG_TYPE_STYLES, tagTypeStyle, type BadgeStyle, type NamedTag } from '../../core/domain/rules/badges.ts';
import type { ContentItem } from '../../schemas/generated/types.ts';
import { isAdvert } from '../../core/domain/rules/advert-types.ts';

/** Spec 2 §2: items of newsType 4 show their label as a tag. */
export const LABEL_TAG_NEWS_TYPE = 4;

/** A tag as shown: its text, and its badge colours when it is one of spec 1 §9's tags. */
export interface CardTag {
  text: string;
  style: BadgeStyle | null;
  named: NamedTag | null;
}

/** Content types that carry one of the named tags of spec 1 §9 by themselves (a Map: a CMS type such as 'constructor' is never looked up on a prototype). */
const TYPE_TAGS: ReadonlyMap<string, NamedTag> = new Map([
  ['special', 'special'],
  ['news_live', 'live'],
  ['news_activity', 'activity'],
  ['activity', 'activity'],
]);

const NAMED = Object.keys(NAMED_TAG_STYLES) as NamedTag[];
/** The tag labels in all three languages (only the rules area: the card chunk stays small). */
const TAG_LABELS: readonly Partial<Record<MessageKey, string>>[] = [rulesMessages.en, rulesMessages['zh-CN'], rulesMessages['zh-TW']];

/** '置顶', '置頂' or 'top' written by an editor is the named tag 'top', whatever the reader's language. */
function namedTagOfText(text: string): NamedTag | null {
  const wanted = text.trim().toLowerCase();
  return NAMED.find((name) => TAG_LABELS.some((c) => c[NAMED_TAG_STYLES[name].labelKey]?.toLowerCase() === wanted)) ?? null;
}

/**
 * Tags an editor writes as words the app owns: a tag type's label ('原创', '獨家', 'exclusive') and the
 * hot list's 'hot' and 'new' ('热', '新'). Shown in the reader's language, with the look the editor
 * chose (outlined: words, not a tag type number).
 */
const WORDED_TAG_KEYS: readonly MessageKey[] = [...Object.values(TAG_TYPE_STYLES).map((style) => style.labelKey), 'tag.hot', 'tag.new'];

function wordedTagOfText(text: string): MessageKey | null {
  const wanted = text.trim().toLowerCase();
  return WORDED_TAG_KEYS.find((key) => TAG_LABELS.some((c) => c[key]?.toLowerCase() === wanted)) ?? null;
}

function namedTag(name: NamedTag, t: Translate): CardTag {
  const style = NAMED_TAG_STYLES[name];
  return { text: t(style.labelKey), style, named: name };
}

/**
 * leftTag / tag: a tag type number 1–7 or a named tag shows its label in the reader's language and its
 * colours; a worded tag its label in the reader's language; anything else as written.
 */
function tagOfField(value: string, t: Translate): CardTag {
  const typed = tagTypeStyle(value);
  if (typed) return { text: t(typed.labelKey), style: typed, named: null };
  const named = namedTagOfText(value);
  if (named) return namedTag(named, t);
  const worded = wordedTagOfText(value);
  return { text: worded ? t(worded) : value.trim(), style: null, named: null };
}

/**
 * The source as the meta line shows it beside the tags: left out when it only repeats one of them
 * (an advert whose source is '广告' beside the 'ad' tag would read 'ad ad').
 */
export function sourceBesideTags(source: string | null | undefined, tags: readonly CardTag[]): string | null {
  const text = source?.trim();
  if (!text) return null;
  const named = namedTagOfText(text);
  const repeats = tags.some((tag) => tag.text.toLowerCase() === text.toLowerCase() || (named !== null && tag.named === named));
  return repeats ? null : text;
}

/** The tags of a feed card, in reading order, each text and each named tag once. */
export function cardTags(item: ContentItem, t: Translate): CardTag[] {
  const tags: CardTag[] = [];
  const add = (tag: CardTag) => {
    if (!tag.text || tags.some((x) => x.text === tag.text || (tag.named && x.named === tag.named))) return;
    tags.push(tag);
  };
  for (const field of [item.leftTag, item.tag]) if (field?.trim()) add(tagOfField(field, t));
  if (item.newsType === LABEL_TAG_NEWS_TYPE && item.label?.trim()) add({ text: item.label.trim(), style: null, named: null });
  const byType = isAdvert(item) ? 'advert' : TYPE_TAGS.get(item.type ?? '');
  if (byType) add(namedTag(byType, t));
  if (item.extend?.vote) add(namedTag('vote', t));
  return tags;
}
