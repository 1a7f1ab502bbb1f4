import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { ContentItem } from '../../schemas/generated/types.ts';
import { CardLink } from '../../ui/card/CardLink.tsx';
import { accessibilityFindings } from '../support/axe-findings.ts';

/**
 * Issue 30 item 2: what the registry contract's accessibility check tells a plugin developer. A quote
 * card whose quote sat in a <blockquote> inside the card's button lost the quote from the button's
 * name, and the only symptom was a click's time-out in the card's own test.
 */
const item = { id: '9000701', type: 'news_common', listStyle: 7, title: '岳麓书院' } as ContentItem;

describe('the contract test on what a card renders', () => {
  it('names the rule and the element when a card holds a <blockquote>, and why its name lacks the quote', async () => {
    const screen = await render(
      <CardLink item={item} href={null} onOpen={() => {}} className="card--quote">
        <span className="card__title">{item.title}</span>
        <blockquote>惟楚有材，于斯为盛</blockquote>
      </CardLink>,
    );
    expect(screen.getByRole('button', { name: /惟楚有材/ }).query()).toBeNull();
    const findings = await accessibilityFindings(screen.container);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatch(/^control-phrasing-content \(A button or link may contain phrasing content only .*\): <blockquote>惟楚有材，于斯为盛<\/blockquote> at .*blockquote\. .*left out of its accessible name/);
  });

  it('finds nothing in the same card written with phrasing content, whose name holds the quote', async () => {
    const screen = await render(
      <CardLink item={item} href={null} onOpen={() => {}} className="card--quote">
        <span className="card__title">{item.title}</span>
        <q className="card-quote__text">惟楚有材，于斯为盛</q>
      </CardLink>,
    );
    await expect.element(screen.getByRole('button', { name: /惟楚有材/ })).toBeVisible();
    expect(await accessibilityFindings(screen.container)).toEqual([]);
  });

  it("reports axe's own rules the same way: an image that says nothing", async () => {
    const screen = await render(
      <CardLink item={item} href={null} onOpen={() => {}} className="card--quote">
        <img src="/media/img/wuyi-square.svg" width="40" height="30" />
      </CardLink>,
    );
    const findings = await accessibilityFindings(screen.container);
    expect(findings.map((line) => line.split(' ')[0])).toEqual(expect.arrayContaining(['button-name', 'image-alt']));
    expect(findings.find((line) => line.startsWith('image-alt'))).toMatch(/<img [^>]*src="\/media\/img\/wuyi-square.svg"[^>]*> at img\. .*alt attribute/);
  });

  it('holds a Chinese label to the name by its characters, not by where a word splitter cuts it', async () => {
    const screen = await render(
      <div>
        <button type="button" aria-label="长沙骑行达人的主页">
          长沙骑行达人
        </button>
        <button type="button" aria-label="主页">
          长沙摄影达人
        </button>
      </div>,
    );
    const findings = await accessibilityFindings(screen.container);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatch(/^label-content-name-mismatch .*aria-label="主页"/);
  });
});
