import { describe, expect, it } from 'vitest';
import { translator } from '../../core/engine/i18n/translator.ts';
import { decideCard, decideOpener, decidePanel } from '../../core/engine/registry/dispatch.ts';
import { createAppRegistry } from '../../plugins/app-registry.ts';
import { cardTags } from '../../ui/card/card-tags.ts';
import type { ContentItem } from '../../schemas/generated/types.ts';

/** Issue 11: a CMS string is never looked up on a plain object's prototype. */
const WORDS = ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf', 'isPrototypeOf'];
const t = translator('en');
const { index } = createAppRegistry();

describe('CMS words that are also prototype names', () => {
  it.each(WORDS)('an item of type %j gets no tag from its type, and no exception', (type) => {
    const item = { id: '1', title: 't', type, tag: type, leftTag: type, label: type, newsType: 4 } as ContentItem;
    expect(() => cardTags(item, t)).not.toThrow();
    expect(cardTags(item, t).map((tag) => tag.style)).toEqual([null]);
  });

  it.each(WORDS)('dispatch on %j finds no plugin of that name', (word) => {
    expect(decidePanel(index, word)).toEqual({ kind: 'unsupported', key: `panel:${word}` });
    expect(decideCard(index, word, null).kind).toBe('matched'); // the catch-all card, not a prototype member
    expect(decideOpener(index, word).kind).toBe('matched');
  });
});
