import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { stripTitleForRoute } from '../../core/domain/rules/route-title.ts';

describe('titles stripped for routes (spec 1 §5)', () => {
  it.each([
    ['长沙·今日【头条】', '长沙今日头条'],
    ['“橘子洲”烟花，今晚8点！', '橘子洲烟花今晚8点'],
    ['《湘江》——新闻；（第2期）？', '湘江新闻第2期'],
    ['Hello,  world!', 'Hello world'],
    ['  a\t\n b  ', 'a b'],
    ['Line-6 opens: 2026/11/22', 'Line6 opens 20261122'],
    ['<script>alert("x")</script>', 'scriptalertxscript'],
    ['长沙🎉地铁👨‍👩‍👧开通🇨🇳', '长沙地铁开通'],
    ['1️⃣号线', '1号线'],
    ['Ｃｈａｎｇｓｈａ　２０２６', 'Ｃｈａｎｇｓｈａ ２０２６'],
    ['Café naïve', 'Café naïve'],
    ['서울 東京', '서울 東京'],
    ['~!@#$%^&*()_+{}|:"<>?', ''],
    ['', ''],
    [null, ''],
  ])('%j → %j', (title, expected) => expect(stripTitleForRoute(title)).toBe(expected));

  it('keeps only letters, digits and single inner spaces, and is stable', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (title) => {
        const stripped = stripTitleForRoute(title);
        expect(stripped).not.toMatch(/^\s|\s$|\s\s|[\p{P}\p{S}\p{Cc}\p{Cf}]/u);
        expect(stripTitleForRoute(stripped)).toBe(stripped);
      }),
    );
  });
});
