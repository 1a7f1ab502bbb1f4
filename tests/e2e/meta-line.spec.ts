import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 29 items 2 and 3 on both phones, against the local CMS: under every card title the time
 * and the counts read whole (the source is cut first, with an ellipsis), and English counts of
 * 10,000 and over read in thousands (37.4K), never '×10k'.
 */
const appReady = (page: Page) => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
const withLanguage = (path: string, language: 'zh-CN' | 'en') => (language === 'en' ? `${path}${path.includes('?') ? '&' : '?'}lang=en` : path);

interface MetaPart {
  text: string;
  cut: boolean;
  source: boolean;
  ellipsis: boolean;
}

/** The parts of the meta lines the browser has drawn (a list's far cards are skipped until near). */
function drawnMetaParts(page: Page): Promise<MetaPart[][]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.card-meta')]
      .filter((meta) => meta.checkVisibility({ contentVisibilityAuto: true }) && meta.getBoundingClientRect().width > 0)
      .map((meta) => {
        const box = meta.getBoundingClientRect();
        return [...meta.children].map((part) => {
          const rect = part.getBoundingClientRect();
          return {
            text: part.textContent ?? '',
            cut: part.scrollWidth > part.clientWidth || rect.right > box.right + 0.5 || rect.bottom > box.bottom + 0.5,
            source: part.classList.contains('card-meta__source'),
            ellipsis: getComputedStyle(part).textOverflow === 'ellipsis',
          };
        });
      }),
  );
}

async function expectWholeMetaLines(page: Page) {
  // A list may still be settling (a late answer redraws it): wait until lines are drawn, then read them.
  await expect.poll(async () => (await drawnMetaParts(page)).length, { message: 'meta lines drawn' }).toBeGreaterThanOrEqual(3);
  const lines = await drawnMetaParts(page);
  for (const parts of lines) {
    // Tags, time and counts whole; the source may be cut, and then only with an ellipsis.
    expect(parts.filter((part) => part.cut && !part.source).map((part) => part.text)).toEqual([]);
    for (const source of parts.filter((part) => part.source && part.cut)) expect(source.ellipsis, source.text).toBe(true);
  }
  return lines.flat().map((part) => part.text);
}

for (const language of ['zh-CN', 'en'] as const) {
  test(`home (${language}): the news list's meta lines keep time and counts whole`, async ({ page }) => {
    await page.goto(withLanguage('/', language));
    await appReady(page);
    const thumbCard = page.locator('.card--thumb').first();
    // Again if the card is made anew meanwhile (the history keeper takes the page over once it is idle).
    await expect(async () => {
      await thumbCard.scrollIntoViewIfNeeded();
      await expect(thumbCard.locator('.card-meta')).toBeVisible();
    }).toPass();
    const texts = await expectWholeMetaLines(page);
    expect(texts.join(' ')).not.toContain('×10k');
    if (language === 'en') expect(texts.some((text) => /^\d+(\.\d)?K reads$/i.test(text))).toBe(true);
  });

  test(`life hot (${language}): rankings count in ${language === 'en' ? 'thousands' : '万'}; the list's meta lines keep time and counts whole`, async ({ page }) => {
    await page.goto(withLanguage('/life-style?key=mycs.life.hot', language));
    await appReady(page);
    const figures = page.locator('.ranking__figure');
    await expect(figures.first()).toBeVisible();
    const shown = (await figures.allTextContents()).join(' ');
    expect(shown).not.toContain('×10k');
    expect(shown).toMatch(language === 'en' ? /\d+(\.\d)?K/ : /\d\.\d\d万/);
    const meta = page.getByTestId('life-tab-panel').locator('[data-testid="card"] .card-meta').first();
    await meta.scrollIntoViewIfNeeded();
    await expect(meta).toBeVisible();
    await expectWholeMetaLines(page);
  });
}
