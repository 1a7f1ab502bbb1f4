import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../core/engine/i18n/catalogue.ts';
import { COMPONENT_MESSAGE_FILES } from '../support/component-messages.ts';

/**
 * English texts are written as English interfaces write them: sentence case ('Open the app',
 * 'Today headlines', 'News'), never Chinese. Exceptions, each a fragment that sits inside another
 * text and so does not begin it:
 * - editor words for a field, a list's item or a kind of value ('Missing: config › item 2 › title',
 *   'should be a whole number');
 * - the words slotted into a sentence ('Reprinted from the web…', 'A tap opens: nothing, because…');
 * - a code name written as code (`decide()`, `listStyle`, `typeCode`) may begin a developer's text.
 */
const FRAGMENT_PREFIXES = ['preview.field.', 'preview.type.', 'preview.path.'];
const FRAGMENT_KEYS = new Set([
  'preview.words.whole', // 'Not usable: {field}…' with the whole entry as field
  'detail.reprintDefaultSource', // 'Reprinted from {source}…'
  'playground.opensApp', // 'A tap opens: {where}'
  'playground.opensNothing', // 'A tap opens: {where}'
  'playground.defaultsOn', // 'field = value · on 3'
  'comments.repliedTo', // '{name} replied to {name}: …'
]);
const CODE_NAME = /^(?:[a-z]+[A-Z]\w*|[a-z]\w*\(\))/;
/** Han, kana, Hangul, CJK punctuation and full-width forms ('，', '：'). */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

const root = join(import.meta.dirname, '..', '..');
const englishTexts: { key: string; text: string; where: string }[] = [
  ...Object.entries(en).map(([key, text]) => ({ key, text, where: 'core/engine/i18n/messages' })),
  ...COMPONENT_MESSAGE_FILES.flatMap(({ file, messages }) => Object.entries(messages.en).map(([key, text]) => ({ key, text, where: file }))),
];

const isFragment = (key: string) => FRAGMENT_KEYS.has(key) || FRAGMENT_PREFIXES.some((prefix) => key.startsWith(prefix));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (['node_modules', 'generated', 'media'].includes(name)) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

describe('English texts', () => {
  it('every catalogue is checked: each defineMessages() sits in a *.messages.ts or in the core catalogue', () => {
    const elsewhere = ['core', 'ui', 'plugins', 'src']
      .flatMap((folder) => sourceFiles(join(root, folder)))
      .map((file) => relative(root, file))
      .filter((file) => !file.endsWith('.messages.ts') && !file.startsWith('core/engine/i18n/'))
      .filter((file) => readFileSync(join(root, file), 'utf8').includes('defineMessages('));
    expect(elsewhere).toEqual([]);
    expect(englishTexts.length).toBeGreaterThan(400);
  });

  it('begin with a capital (sentence case), but for fragments that sit inside another text and code names', () => {
    const lowerCase = englishTexts.filter(({ key, text }) => /^\p{Ll}/u.test(text) && !isFragment(key) && !CODE_NAME.test(text));
    expect(lowerCase.map(({ key, text, where }) => `${where}: ${key} = '${text}'`)).toEqual([]);
  });

  it('hold no Chinese, Japanese or Korean character', () => {
    const cjk = englishTexts.filter(({ text }) => CJK.test(text));
    expect(cjk.map(({ key, text, where }) => `${where}: ${key} = '${text}'`)).toEqual([]);
  });

  it('the fragments allowed in lower case exist (a stale exception goes)', () => {
    const keys = new Set(englishTexts.map(({ key }) => key));
    expect([...FRAGMENT_KEYS].filter((key) => !keys.has(key))).toEqual([]);
    expect(FRAGMENT_PREFIXES.filter((prefix) => ![...keys].some((key) => key.startsWith(prefix)))).toEqual([]);
  });
});
