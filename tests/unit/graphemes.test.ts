import { afterEach, describe, expect, it, vi } from 'vitest';
import * as fc from 'fast-check';

const segmented = (text: string) => Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);

/** text-cut.ts loaded afresh, with Intl.Segmenter counted: how many the module makes. */
async function freshTextCut() {
  vi.resetModules();
  const made = vi.fn();
  const Native = Intl.Segmenter;
  vi.spyOn(Intl, 'Segmenter').mockImplementation(function (this: unknown, ...args: ConstructorParameters<typeof Intl.Segmenter>) {
    made();
    return new Native(...args);
  } as unknown as typeof Intl.Segmenter);
  return { textCut: await import('../../core/domain/format/text-cut.ts'), made };
}

afterEach(() => vi.restoreAllMocks());

describe("a reader's characters, without a segmenter on the page's way (issue 31)", () => {
  it('makes no segmenter as the page loads, nor for a Chinese title and brief', async () => {
    const { textCut, made } = await freshTextCut();
    expect(made).not.toHaveBeenCalled();
    expect(textCut.shareText('长沙地铁6号线东延段开通试运营，沿线居民出行再提速——「便民」专线同步上线')).toBe('长沙地铁6号线东延段开通试运营，沿线居民…');
    expect(textCut.playbackBrief('2026长沙马拉松开跑，三万名跑者齐聚橘子洲头')).toBe('2026长沙马拉松开跑，三万名跑者齐聚…');
    expect(made).not.toHaveBeenCalled();
  });

  it('makes one, once, for a text whose characters join (an emoji family, an accent)', async () => {
    const { textCut, made } = await freshTextCut();
    expect(textCut.graphemes('👨‍👩‍👧 家人')).toEqual(['👨‍👩‍👧', ' ', '家', '人']);
    expect(textCut.graphemes('cafe\u0301')).toEqual(['c', 'a', 'f', 'e\u0301']);
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('cuts any text where Intl.Segmenter would', async () => {
    const { textCut } = await freshTextCut();
    const pieces = fc.constantFrom('长', '沙', 'a', ' ', '，', '「', 'ｱ', 'ﾞ', '\u0301', '\u200d', '👩', '🏽', '🇨', '🇳', '\ufe0f', '❤', '\r', '\n', 'ᄀ', 'ᅡ', 'é', '—', '\u302a', '\u3099');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 24 }), (parts) => {
        const text = parts.join('');
        expect(textCut.graphemes(text)).toEqual(segmented(text));
      }),
    );
  });
});
