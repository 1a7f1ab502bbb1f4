import { describe, expect, it } from 'vitest';
import { BrokenFragmentError, decodeFragment, encodeState, SHARE_LIMIT_CHARACTERS } from '../../src/pages/playground/playground-fragment.ts';

const none = { json: null, example: null, category: null, panel: null };

/** Issue 30: the playground's state in the address's fragment, compressed, never sent to the server. */
describe('playground fragment', () => {
  it('carries a 40 KB answer in far fewer characters, and brings it back as it was', async () => {
    const items = Array.from({ length: 120 }, (_, i) => ({ id: 100000 + i, title: `长沙新闻第 ${i + 1} 条`, listStyle: i % 5, thumbnailUrl: `/media/pictures/${i}.jpg`, detailUrl: `/details?newsId=${100000 + i}` }));
    const json = JSON.stringify({ id: 1, typeCode: 'core.list.content', contents: items }, null, 2);
    expect(json.length).toBeGreaterThan(16 * 1024);
    const encoded = await encodeState({ ...none, json });
    if (!encoded.ok) throw new Error('too large');
    expect(encoded.fragment.length).toBeLessThan(json.length / 3);
    expect(encoded.fragment).toMatch(/^z=[\w-]+$/);
    expect(await decodeFragment(`#${encoded.fragment}`)).toEqual({ ...none, json });
  });

  it('keeps a CMS source readable', async () => {
    const encoded = await encodeState({ ...none, category: 'mycs.news', panel: '48653' });
    expect(encoded).toEqual({ ok: true, fragment: 'category=mycs.news&panel=48653' });
    expect(await decodeFragment('#category=mycs.news&panel=48653')).toEqual({ ...none, category: 'mycs.news', panel: '48653' });
    expect(await decodeFragment('')).toBeNull();
  });

  it('says how long it would be when even compressed it is past the limit', async () => {
    // Random text hardly compresses.
    const random = Array.from({ length: 120_000 }, () => String.fromCharCode(33 + Math.floor(Math.random() * 90))).join('');
    const encoded = await encodeState({ ...none, json: JSON.stringify({ id: 1, title: random }) });
    expect(encoded.ok).toBe(false);
    if (!encoded.ok) expect(encoded.characters).toBeGreaterThan(SHARE_LIMIT_CHARACTERS);
  });

  it('refuses a fragment cut short on its way', async () => {
    const encoded = await encodeState({ ...none, json: JSON.stringify({ id: 1, title: '长沙'.repeat(500) }) });
    if (!encoded.ok) throw new Error('too large');
    await expect(decodeFragment(`#${encoded.fragment.slice(0, 20)}`)).rejects.toBeInstanceOf(BrokenFragmentError);
  });
});
