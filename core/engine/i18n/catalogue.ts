import { commonMessages } from './messages/common.ts';
import { errorsMessages } from './messages/errors.ts';
import { feedMessages } from './messages/feed.ts';
import { formatMessages } from './messages/format.ts';
import { detailMessages } from './messages/detail.ts';
import { commentsMessages } from './messages/comments.ts';
import { votesMessages } from './messages/votes.ts';
import { ttsMessages } from './messages/tts.ts';
import { rulesMessages } from './messages/rules.ts';
import { sessionMessages } from './messages/session.ts';
import { shareMessages } from './messages/share.ts';
import { openMessages } from './messages/open.ts';

/**
 * The core catalogue: the texts core's rules produce (the error catalogue, notices, session and login
 * prompts, tags and badges, formats, spec 1 §9's list messages), loaded per language before the first
 * render. Components own the rest in a `*.messages.ts` beside them (`useTexts`), loaded with their code.
 */
const AREAS = [
  commonMessages,
  errorsMessages,
  feedMessages,
  formatMessages,
  // Reader areas of spec 2 and the labels of core/domain/rules:
  detailMessages,
  commentsMessages,
  votesMessages,
  ttsMessages,
  rulesMessages,
  sessionMessages,
  shareMessages,
  openMessages,
] as const;

type Area = (typeof AREAS)[number];
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type English = UnionToIntersection<Area['en']>;

export type MessageKey = keyof English & string;
export type Catalogue = Record<MessageKey, string>;

function merge(language: 'en' | 'zh-CN' | 'zh-TW'): Catalogue {
  const merged: Record<string, string> = {};
  for (const area of AREAS) {
    for (const [key, text] of Object.entries(area[language])) {
      if (key in merged) throw new Error(`i18n key "${key}" is defined by two areas`);
      merged[key] = text;
    }
  }
  return merged as Catalogue;
}

export const en = merge('en');
export const zhCN = merge('zh-CN');
export const zhTW = merge('zh-TW');
