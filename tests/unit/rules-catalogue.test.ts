import { describe, expect, it } from 'vitest';
import { en, zhCN, zhTW, type Catalogue } from '../../core/engine/i18n/catalogue.ts';
import { type MessageKey } from '../../core/engine/i18n/i18n.ts';
import { translator } from '../../core/engine/i18n/translator.ts';
import { commentsMessages } from '../../core/engine/i18n/messages/comments.ts';
import { detailMessages } from '../../core/engine/i18n/messages/detail.ts';
import { rulesMessages } from '../../core/engine/i18n/messages/rules.ts';
import { ttsMessages } from '../../core/engine/i18n/messages/tts.ts';
import { votesMessages } from '../../core/engine/i18n/messages/votes.ts';
import { textsFor } from '../../core/engine/render/useTexts.ts';
import { simplifiedIn, traditionalIn } from '../support/chinese-script.ts';
import { COMPONENT_MESSAGES } from '../support/component-messages.ts';
import { RELATIVE_TIME_KEYS } from '../../core/domain/format/time.ts';
import {
  DYNAMIC_LABEL_KEYS,
  INTERVIEW_STATUS_STYLES,
  LIVE_STATUS_STYLES,
  NAMED_TAG_STYLES,
  TAG_TYPE_STYLES,
} from '../../core/domain/rules/badges.ts';
import { ID_CARD_FAILURE_KEYS } from '../../core/domain/rules/identity-card.ts';
import { VOTE_TEXT_KEYS } from '../../core/domain/votes/vote-text.ts';

/** The reader areas' texts: core's and every component's own (`*.messages.ts`). */
const AREAS = [detailMessages, commentsMessages, votesMessages, ttsMessages, rulesMessages, ...COMPONENT_MESSAGES];

const keysUsedByRules: string[] = [
  ...Object.values(ID_CARD_FAILURE_KEYS),
  ...Object.values(RELATIVE_TIME_KEYS),
  ...[TAG_TYPE_STYLES, NAMED_TAG_STYLES, INTERVIEW_STATUS_STYLES, LIVE_STATUS_STYLES].flatMap((table) =>
    Object.values(table).map((style) => style.labelKey),
  ),
  ...Object.values(DYNAMIC_LABEL_KEYS),
  ...Object.values(VOTE_TEXT_KEYS),
];

describe('catalogue keys of core/domain/rules and core/domain/format', () => {
  it.each(keysUsedByRules)('%s exists, non-empty, in all three languages', (key) => {
    for (const catalogue of [en, zhCN, zhTW] as Record<string, string>[]) expect(catalogue[key]?.trim()).toBeTruthy();
  });
});

/** Spec 2's quoted reader-facing texts (§2, §4, §5, §8, §9), in sentence case, and the key that carries each. */
const SPEC_TEXTS: [string, string, Record<string, string | number>?][] = [
  ['app.news', 'News'],
  ['audio.title', 'Today headlines'],
  ['tag.advert', 'Ad'],
  ['advert.notInterested', 'Not interested'],
  ['detail.viewDetails', 'View details'],
  ['detail.more', 'More'],
  ['detail.noNewsId', 'No news ID'],
  ['detail.contentMissing', 'Content does not exist'],
  ['detail.likeFailed', 'Like failed'],
  ['comments.more', 'More comments'],
  ['comments.expand', 'Expand'],
  ['comments.empty', 'No comments yet, come grab the sofa'],
  ['comments.enterContent', 'Please enter comment content'],
  ['comments.tooLong', 'At most 50 characters can be commented', { max: 50 }],
  ['comments.forbidden', 'Commenting forbidden'],
  ['comments.publishFailed', 'Publish failed, please retry'],
  ['votes.more', 'More votes'],
  ['votes.participants', '12 people took part', { count: 12 }],
  ['votes.beFirst', 'Be the first to share your view'],
  ['feed.noData', 'No data'],
  ['feed.bottomLine', 'Bottom line'],
  ['tts.noWebSocket', 'Browser does not support WebSocket'],
  ['tts.noWebAudio', 'This browser does not support web audio interfaces'],
  ['gallery.saved', 'Image saved successfully'],
  ['gallery.loadFailed', 'Load failed'],
  ['gallery.save', 'Save'],
  ['gallery.cancel', 'Cancel'],
  ['gallery.counter', '3 / 9', { current: 3, total: 9 }],
  ['common.systemError', 'System error'],
  ['error.network', 'Your network is abnormal, unable to connect to server'],
  ['dynamicLabel.essence', 'Essence'],
  ['dynamicLabel.highQuality', 'High-quality'],
  ['dynamicLabel.creative', 'Creative'],
  ['dynamicLabel.onSite', 'On-site'],
  ['interview.ended', 'Interview ended'],
  ['search.noResults', 'No related results found'],
  ['search.percentRejected', 'Sorry, no related results found'],
  ['search.clearHistoryTitle', 'Prompt'],
  ['search.clearHistoryMessage', 'Confirm to delete all history searches?'],
  ['search.cancel', 'Cancel'],
  ['search.confirm', 'Confirm'],
  ['follow.followed', 'Followed'],
  ['follow.follow', 'Follow'],
  ['search.tab.news', 'News'],
  ['search.tab.videos', 'Short videos'],
  ['search.tab.dynamics', 'Dynamics'],
  ['search.tab.users', 'Users'],
  ['search.tab.fiveG', '5G channel'],
  ['ranking.labelHot', 'Hot'],
  ['ranking.labelNew', 'New'],
  ['life.title', 'Life'],
  ['life.tab.recommend', 'Recommend'],
  ['life.tab.welfare', 'Welfare'],
  ['life.tab.play', 'Play'],
  ['life.tab.hot', 'Hot'],
  ['topics.noLinkedNews', 'No associated news yet'],
  ['feed.noData', 'No data'],
  ['favourites.title', 'Favourites'],
  ['favourites.emptyVideos', 'No favourite videos'],
  ['favourites.emptyLive', 'No favourite live'],
  ['favourites.emptyNews', 'No favourite news'],
  ['favourites.unfavourited', 'Unfavourited successfully'],
  ['playback.all', 'All'],
  ['playback.province', 'Province'],
  ['playback.summary', 'Summary'],
  ['playback.wonderful', 'Wonderful videos'],
  ['playback.backToTop', 'Back to top'],
];

describe('spec 2 wording in English, in sentence case', () => {
  const t = textsFor('en', translator('en'), COMPONENT_MESSAGES);
  it.each(SPEC_TEXTS)('%s reads %j', (key, text, params) => expect(t(key as MessageKey, params)).toBe(text));
});

const texts = (language: 'zh-CN' | 'zh-TW'): [string, string][] =>
  AREAS.flatMap((area) => Object.entries(area[language] as Record<string, string>));

/** Texts with characters of the other script, and those characters: 'zh-TW key: 路况提醒 (况)'. */
const wrongScript = (language: 'zh-CN' | 'zh-TW', entries: [string, string][]): string[] =>
  entries.flatMap(([key, text]) => {
    const wrong = language === 'zh-TW' ? simplifiedIn(text) : traditionalIn(text);
    return wrong.length ? [`${language} ${key}: ${text} (${wrong.join('')})`] : [];
  });

describe('Chinese catalogues of the reader areas', () => {
  it('translate every text that has words (only placeholders and VS stay as in English)', () => {
    const english: Record<string, string> = Object.assign({}, en as Catalogue, ...COMPONENT_MESSAGES.map((area) => area.en));
    for (const language of ['zh-CN', 'zh-TW'] as const) {
      const untranslated = texts(language).filter(
        ([, text]) => !/\p{Script=Han}/u.test(text) && text.replace(/\{\w+\}/g, '').match(/[a-z]{3,}/i),
      );
      expect(untranslated.map(([key]) => `${language} ${key}: ${english[key]}`)).toEqual([]);
    }
  });

  it('write simplified characters in zh-CN and traditional ones in zh-TW (OpenCC\'s tables)', () => {
    expect(wrongScript('zh-CN', texts('zh-CN'))).toEqual([]);
    expect(wrongScript('zh-TW', texts('zh-TW'))).toEqual([]);
  });

  it('know every character, not a list: 路况提醒 with a simplified 况 is refused in zh-TW', () => {
    expect(wrongScript('zh-TW', [['traffic.alert', '路况提醒']])).toEqual(['zh-TW traffic.alert: 路况提醒 (况)']);
    expect(wrongScript('zh-TW', [['traffic.alert', '路況提醒'], ['detail.platform', '本平台觀點']])).toEqual([]);
    expect(wrongScript('zh-CN', [['traffic.alert', '路況提醒']])).toEqual(['zh-CN traffic.alert: 路況提醒 (況)']);
  });
});
