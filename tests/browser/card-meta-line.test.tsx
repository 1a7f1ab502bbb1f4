import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { resolveItem } from '../../core/engine/render/composite.ts';
import type { Language } from '../../core/engine/i18n/i18n.ts';
import { CardView } from '../../core/engine/render/CardView.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

/**
 * Issue 29 item 2, at 390 px: the line under a card's title keeps the time and the counts whole and
 * cuts the source first ('长沙… 11-…' and '21 commer' before).
 */
const TWO_DAYS_AGO = new Date(Date.now() - 2 * 86_400_000).toISOString();
const LONG_SOURCES: Record<Language, string> = {
  'zh-CN': '长沙晚报集团融媒体中心新闻客户端',
  'zh-TW': '長沙晚報集團融媒體中心新聞客戶端',
  en: 'Changsha Evening News Group Digital Edition',
};

async function renderMeta(language: Language, item: object) {
  const entry = resolveItem(testEngine().registry.index, { id: 29, title: '五一广场商圈焕新亮相，步行街夜间客流创新高', listStyle: 1, ...item }, 'p');
  const screen = await render(
    <WithEngine engine={testEngine({ language })}>
      <CardView entry={entry} panelId="p" onOpen={() => {}} />
    </WithEngine>,
  );
  await expect.element(screen.getByTestId('card')).toBeVisible();
  const meta = screen.getByTestId('card').element().querySelector('.card-meta') as HTMLElement;
  const parts = [...meta.children] as HTMLElement[];
  const source = meta.querySelector('.card-meta__source') as HTMLElement | null;
  return { meta, source, whole: parts.filter((part) => part !== source && !part.classList.contains('card-meta__tag')) };
}

/** Shown whole: no text cut inside the element, and the element inside the line's box (which clips). */
function expectWhole(part: HTMLElement, meta: HTMLElement) {
  const box = meta.getBoundingClientRect();
  const rect = part.getBoundingClientRect();
  expect(part.scrollWidth, `${part.textContent} is cut`).toBeLessThanOrEqual(part.clientWidth);
  expect(rect.right, `${part.textContent} runs out of the line`).toBeLessThanOrEqual(box.right + 0.5);
  expect(rect.bottom, `${part.textContent} runs under the line`).toBeLessThanOrEqual(box.bottom + 0.5);
}

describe('card meta line at 390 px (issue 29 item 2)', () => {
  it.each(['zh-CN', 'en'] as const)('%s: a long source shrinks with an ellipsis; time, reads and comments stay whole', async (language) => {
    const { meta, source, whole } = await renderMeta(language, {
      leftTag: '2',
      source: LONG_SOURCES[language],
      showTime: TWO_DAYS_AGO,
      viewCountShow: 37_400,
      commentCountShow: 21,
    });
    expect(whole.map((part) => part.textContent)).toEqual(
      language === 'en' ? [expect.stringMatching(/^\d\d-\d\d$/), '37.4K reads', '21 comments'] : [expect.stringMatching(/^\d\d-\d\d$/), '3.74万阅读', '21评论'],
    );
    for (const part of whole) expectWhole(part, meta);
    expect(getComputedStyle(source!).textOverflow).toBe('ellipsis');
    expect(source!.scrollWidth, 'the long source is cut').toBeGreaterThan(source!.clientWidth);
    // Cut, not gone: at least two characters' width of it stays.
    expect(source!.clientWidth).toBeGreaterThanOrEqual(2 * parseFloat(getComputedStyle(source!).fontSize));
  });

  it.each(['zh-CN', 'en'] as const)('%s: the line still reads whole with two tags, a relative time and both counts', async (language) => {
    const { meta, whole } = await renderMeta(language, {
      leftTag: '1',
      tag: '2',
      source: LONG_SOURCES[language],
      showTime: new Date(Date.now() - 3 * 60_000).toISOString(),
      viewCountShow: 1_234_567,
      commentCountShow: 1000,
    });
    expect(whole.map((part) => part.textContent)).toEqual(
      language === 'en' ? ['3 minutes ago', '1.2M reads', '999+ comments'] : ['3分钟前', '123.45万阅读', '999+评论'],
    );
    for (const part of whole) expectWhole(part, meta);
  });

  it('a short source stays whole, on one line with the time and counts', async () => {
    const { meta, source, whole } = await renderMeta('zh-CN', { source: '新湖南', showTime: TWO_DAYS_AGO, viewCountShow: 9938, commentCountShow: 23 });
    expect(source!.scrollWidth).toBeLessThanOrEqual(source!.clientWidth);
    const tops = [source!, ...whole].map((part) => Math.round(part.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    for (const part of whole) expectWhole(part, meta);
  });
});
