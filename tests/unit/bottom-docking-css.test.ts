import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * The 'open the app' strip docks above the article's action bar, and pages keep room for it at their
 * end. Safari before 15.4 (iOS 13–15 readers) does not read `:has`: rules written with it leave the
 * strip under the bar (hidden) and the last lines under the strip. They answer to marks on <html>
 * (ui/page-marks); a `:has` rule may only add to them.
 */
const css = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const rulesSetting = (text: string, property: RegExp) =>
  [...text.matchAll(/([^{}]+)\{([^{}]*)\}/g)].filter(([, , body]) => property.test(body!)).map(([, selector]) => selector!.replace(/\/\*[\s\S]*?\*\//g, '').trim());

describe("the strip's docking rules", () => {
  it("say the action bar's height where the bar marks <html>, and never lean on :has alone", () => {
    const selectors = rulesSetting(css('src/pages/details/detail.css'), /--bottom-chrome\s*:/);
    expect(selectors).toContain('html[data-bottom-bar]');
    // :has may say it earlier (from the server's HTML on), but in a rule of its own: a browser that
    // cannot read one selector of a list drops the whole rule, the mark's with it.
    const mixed = selectors.filter((selector) => selector.includes(':has(') && selector.includes('data-bottom-bar'));
    expect(mixed).toEqual([]);
  });

  it("keep room at the page's end where the strip marks <html>, without :has", () => {
    const selectors = rulesSetting(css('ui/share/share.css'), /padding-bottom\s*:/);
    expect(selectors).toContain('html[data-open-app-strip] body');
    expect(selectors.filter((selector) => selector.includes(':has('))).toEqual([]);
  });
});
