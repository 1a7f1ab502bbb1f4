/** The mark left where a text was cut (one character). */
export const ELLIPSIS = '…';
/** Spec 1 §5, §9 / spec 2 §5: share title and brief cut at 40, a Chinese character counting two. */
export const SHARE_TEXT_MAX_WIDTH = 40;
/** Width of a Chinese (CJK or full-width) character in the share cut; every other character is 1. */
export const WIDE_CHAR_WIDTH = 2;
/** Spec 2 §5: a playback brief of 20 or more characters is shortened. */
export const PLAYBACK_BRIEF_MAX_CHARS = 20;

/**
 * East Asian wide and full-width ranges: CJK radicals, symbols and punctuation, kana, Hangul, CJK
 * ideographs (all planes), compatibility forms, full-width forms, and emoji shown as pictures.
 */
const WIDE =
  /[\u{1100}-\u{115F}\u{2E80}-\u{303E}\u{3041}-\u{33FF}\u{3400}-\u{4DBF}\u{4E00}-\u{9FFF}\u{A000}-\u{A4CF}\u{AC00}-\u{D7A3}\u{F900}-\u{FAFF}\u{FE30}-\u{FE4F}\u{FF00}-\u{FF60}\u{FFE0}-\u{FFE6}\u{20000}-\u{3FFFD}]|\p{Emoji_Presentation}|\u{FE0F}/u;
const NEWLINES = /\r\n|[\r\n\u2028\u2029\u0085]/g;

/**
 * Intl.Segmenter is Chrome 87 / iOS 14.5, above the browser floor: made only where it exists, and only
 * when a text needs it. Making one costs 70–120 ms of a phone's main thread (measured at 4× CPU): made
 * as this module loaded, it was the largest script task on the home and the article before they were ready.
 */
let madeSegmenter: Intl.Segmenter | null | undefined;
const graphemeSegmenter = (): Intl.Segmenter | null =>
  (madeSegmenter ??= typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null);

/**
 * Texts in which every code point is a character of its own (no cluster rule joins two): printable
 * ASCII and Latin, general punctuation without the joiners, CJK symbols without the tone marks, kana, ideographs and
 * full-width forms without the half-width sound marks. A Chinese title or brief needs no segmenter.
 */
const ONE_CHARACTER_PER_CODE_POINT = /^[\u0020-\u007E\u00A0-\u02FF\u2010-\u206F\u3000-\u3029\u3030-\u303F\u3041-\u3096\u30A0-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF01-\uFF9D\uFFE0-\uFFE6]*$/;

/**
 * Without Intl.Segmenter, close enough for widths and cuts: a character with its combining marks,
 * variation selectors and skin tones, joined to the next by a zero-width joiner (👨‍👩‍👧 stays one);
 * a flag's two regional letters.
 */
const APPROXIMATE_GRAPHEME = /(?:\p{Regional_Indicator}{2}|[\s\S](?:\p{M}|\p{Emoji_Modifier}|\u{FE0F})*)(?:\u200D[\s\S](?:\p{M}|\p{Emoji_Modifier}|\u{FE0F})*)*/gu;

/** The fallback's graphemes, exported for its test. */
export const approximateGraphemes = (text: string): string[] => text.match(APPROXIMATE_GRAPHEME) ?? [];

/** What a reader sees as characters (an emoji with modifiers or a letter with accents is one). */
export function graphemes(text: string): string[] {
  if (ONE_CHARACTER_PER_CODE_POINT.test(text)) return Array.from(text);
  const segmenter = graphemeSegmenter();
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : approximateGraphemes(text);
}

/** Width of one grapheme: two for Chinese (CJK / full-width) characters and emoji, else one. */
export function charWidth(grapheme: string): number {
  return WIDE.test(grapheme) ? WIDE_CHAR_WIDTH : 1;
}

export function textWidth(text: string): number {
  return graphemes(text).reduce((sum, g) => sum + charWidth(g), 0);
}

/**
 * Cuts `text` so that it, with the ellipsis, is at most `maxWidth` wide (by `charWidth`); a text
 * that already fits comes back unchanged. Never splits a character.
 */
export function cutToWidth(text: string, maxWidth: number): string {
  if (textWidth(text) <= maxWidth) return text;
  const budget = maxWidth - textWidth(ELLIPSIS);
  let out = '';
  let width = 0;
  for (const g of graphemes(text)) {
    width += charWidth(g);
    if (width > budget) break;
    out += g;
  }
  return out + ELLIPSIS;
}

/**
 * Spec 1 §5, §9: share title and brief (description) with newlines removed, cut to 40 where a
 * Chinese character counts two, ending in an ellipsis when cut.
 */
export function shareText(text: string | null | undefined): string {
  return cutToWidth((text ?? '').replace(NEWLINES, '').trim(), SHARE_TEXT_MAX_WIDTH);
}

/**
 * Spec 2 §5: a playback brief of 20 or more characters is shortened to its first 19 and an
 * ellipsis, so the line never grows past 20 characters; shorter briefs show whole.
 */
export function playbackBrief(brief: string | null | undefined): string {
  const chars = graphemes(brief ?? '');
  if (chars.length < PLAYBACK_BRIEF_MAX_CHARS) return chars.join('');
  return chars.slice(0, PLAYBACK_BRIEF_MAX_CHARS - 1).join('') + ELLIPSIS;
}
