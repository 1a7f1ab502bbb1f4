import { describe, expect, it } from 'vitest';
import { MIN_TEXT_CONTRAST, contrastRatio, parseHexColour } from '../../core/domain/format/contrast.ts';
import { translator } from '../../core/engine/i18n/translator.ts';
import {
  BADGE_TEXT_COLOUR,
  INTERVIEW_STATUS_STYLES,
  LIVE_STATUS_STYLES,
  NAMED_TAG_STYLES,
  TAG_TYPES,
  TAG_TYPE_STYLES,
  interviewStatusStyle,
  liveStatusStyle,
  namedTagStyle,
  tagTypeStyle,
  type BadgeStyle,
} from '../../core/domain/rules/badges.ts';

const en = translator('en');
const all: [string, BadgeStyle][] = [
  ...Object.entries(TAG_TYPE_STYLES).map(([k, v]): [string, BadgeStyle] => [`tag type ${k}`, v]),
  ...Object.entries(NAMED_TAG_STYLES).map(([k, v]): [string, BadgeStyle] => [`tag ${k}`, v]),
  ...Object.entries(INTERVIEW_STATUS_STYLES).map(([k, v]): [string, BadgeStyle] => [`interview ${k}`, v]),
  ...Object.entries(LIVE_STATUS_STYLES).map(([k, v]): [string, BadgeStyle] => [`live status ${k}`, v]),
];

describe('WCAG contrast', () => {
  it('measures the known extremes', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#FFFFFF')).toBe(1);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(() => parseHexColour('red')).toThrow();
  });
});

describe('badge colours and labels (spec 1 §9, spec 2 §3)', () => {
  it.each(all)('%s is readable: white text at 4.5:1 or better', (_name, style) => {
    expect(style.text).toBe(BADGE_TEXT_COLOUR);
    expect(contrastRatio(style.text, style.background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('has tag types 1 to 7 and the six named tags, each tag its own colour within its group', () => {
    expect(TAG_TYPES.map((type) => tagTypeStyle(type))).not.toContain(null);
    expect(new Set(TAG_TYPES.map((type) => TAG_TYPE_STYLES[type].background)).size).toBe(7);
    expect(Object.keys(NAMED_TAG_STYLES).toSorted()).toEqual(['activity', 'advert', 'live', 'special', 'top', 'vote']);
    expect(new Set(Object.values(NAMED_TAG_STYLES).map((s) => s.background)).size).toBe(6);
    expect(new Set(Object.values(INTERVIEW_STATUS_STYLES).map((s) => s.background)).size).toBe(3);
    expect(new Set(Object.values(LIVE_STATUS_STYLES).map((s) => s.background)).size).toBe(3);
  });

  it('reads CMS values as numbers or numeric strings and has no badge for anything else', () => {
    expect(tagTypeStyle('3')).toBe(TAG_TYPE_STYLES[3]);
    expect(tagTypeStyle(0)).toBeNull();
    expect(tagTypeStyle(8)).toBeNull();
    expect(tagTypeStyle(1.5)).toBeNull();
    expect(tagTypeStyle('')).toBeNull();
    expect(tagTypeStyle(null)).toBeNull();
    expect(liveStatusStyle('0')).toBe(LIVE_STATUS_STYLES[0]);
    expect(liveStatusStyle(3)).toBeNull();
    expect(namedTagStyle('advert')).toBe(NAMED_TAG_STYLES.advert);
    expect(namedTagStyle('toString')).toBeNull();
    expect(interviewStatusStyle('ended')).toBe(INTERVIEW_STATUS_STYLES.ended);
    expect(interviewStatusStyle('constructor')).toBeNull();
  });

  it('labels them with the spec wording where it gives one', () => {
    expect(en(NAMED_TAG_STYLES.advert.labelKey)).toBe('Ad');
    expect(en(NAMED_TAG_STYLES.top.labelKey)).toBe('Top');
    expect(en(NAMED_TAG_STYLES.vote.labelKey)).toBe('Vote');
    expect(Object.values(INTERVIEW_STATUS_STYLES).map((s) => en(s.labelKey))).toEqual(['Submitted', 'In contact', 'Interview ended']);
    expect([0, 1, 2].map((status) => en(liveStatusStyle(status)?.labelKey ?? 'common.loading'))).toEqual(['Upcoming', 'Live', 'Replay']);
  });
});
