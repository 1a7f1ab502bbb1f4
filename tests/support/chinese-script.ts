import * as OpenCC from 'opencc-js';

/*
 * Which script a catalogue's Chinese is written in, by OpenCC's full simplified ↔ traditional tables
 * (opencc-js) rather than a list of the characters someone thought of: 路况 with a simplified 况
 * is caught as surely as 视频.
 */
const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });
const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' });

/**
 * Characters of `text` written in one script only: `away` changes them and `back` leaves them as they
 * are (each once, in order). One by one, not phrase by phrase: a phrase table reads 最多只能 as 多隻
 * (many animals) and would refuse a right 只; and 么, simplified, is also an old traditional variant
 * of 幺, so the traditional table alone would call it traditional.
 */
function oneScriptOnly(away: (text: string) => string, back: (text: string) => string, text: string): string[] {
  return [...new Set([...text].filter((c) => away(c) !== c && back(c) === c))];
}

/**
 * Characters written in Taiwan as they are in simplified script, though the table prefers another
 * form: 台 (平台, 電視台, everyday usage beside the formal 臺).
 */
const TAIWAN_EVERYDAY_FORMS: ReadonlySet<string> = new Set(['台']);

/** Simplified characters in a text meant to be traditional (zh-TW): '路况提醒' → ['况']. */
export const simplifiedIn = (text: string): string[] => oneScriptOnly(toTraditional, toSimplified, text).filter((c) => !TAIWAN_EVERYDAY_FORMS.has(c));

/** Traditional characters in a text meant to be simplified (zh-CN): '視頻' → ['視', '頻']. */
export const traditionalIn = (text: string): string[] => oneScriptOnly(toSimplified, toTraditional, text);
