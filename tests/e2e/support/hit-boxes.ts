import type { Page } from '@playwright/test';

/** Issue 29 item 5: a control's hit area is at least this wide and this high (WCAG 2.5.5, Apple's and Material's 44 pt). */
export const MIN_HIT_PX = 44;

/** What a reader can tap: buttons, links, fields, and what says it is one. */
export const CONTROLS = 'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"]';

/**
 * WCAG 2.5.8's inline exception: links inside the running text of an article (the editors' HTML) are
 * as tall as the text they sit in; making each 44 px high would tear the paragraph apart.
 */
export const INLINE_TEXT = '.article-body a';

export interface SmallControl {
  /** tag.class of the control and what it says (its accessible name, roughly). */
  name: string;
  width: number;
  height: number;
}

/**
 * Every visible control on the page whose hit box is under MIN_HIT_PX either way. The hit box is the
 * control's border box (padding grows it), joined with an absolutely placed ::before / ::after (a
 * larger tap area around a small mark), and cut by the ancestors that clip their overflow (a hit there
 * lands nowhere). Geometry only: nothing is tapped.
 */
export function smallControls(page: Page): Promise<SmallControl[]> {
  return page.evaluate(
    ({ controls, inline, min }) => {
      type Box = { left: number; top: number; right: number; bottom: number };
      const px = (value: string) => Number.parseFloat(value) || 0;
      const union = (a: Box, b: Box): Box => ({ left: Math.min(a.left, b.left), top: Math.min(a.top, b.top), right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom) });

      /** An absolutely placed pseudo-element's box: its offsets are from the control's padding box. */
      const pseudoBox = (element: Element, which: '::before' | '::after', own: DOMRect): Box | null => {
        const style = getComputedStyle(element, which);
        if (style.content === 'none' || style.display === 'none' || style.pointerEvents === 'none') return null;
        const host = getComputedStyle(element);
        // Not placed against the control, or cut off by the control's own overflow: no larger hit area.
        if (style.position !== 'absolute' || host.position === 'static' || host.overflowX !== 'visible' || host.overflowY !== 'visible') return null;
        const padding = { left: own.left + px(host.borderLeftWidth), top: own.top + px(host.borderTopWidth), right: own.right - px(host.borderRightWidth), bottom: own.bottom - px(host.borderBottomWidth) };
        return { left: padding.left + px(style.left), top: padding.top + px(style.top), right: padding.right - px(style.right), bottom: padding.bottom - px(style.bottom) };
      };

      /** Ancestors hiding their overflow clip the hit box (only when the control is in their view: a scrolled-away chip counts whole). */
      const clipped = (element: Element, box: Box, own: DOMRect): Box => {
        let result = box;
        for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const view = node.getBoundingClientRect();
          const centreX = (own.left + own.right) / 2;
          const centreY = (own.top + own.bottom) / 2;
          if (centreX < view.left || centreX > view.right || centreY < view.top || centreY > view.bottom) continue;
          result = {
            left: style.overflowX === 'visible' ? result.left : Math.max(result.left, view.left),
            right: style.overflowX === 'visible' ? result.right : Math.min(result.right, view.right),
            top: style.overflowY === 'visible' ? result.top : Math.max(result.top, view.top),
            bottom: style.overflowY === 'visible' ? result.bottom : Math.min(result.bottom, view.bottom),
          };
        }
        return result;
      };

      const describe = (element: Element): string => {
        const classes = [...element.classList].slice(0, 2).map((c) => `.${c}`).join('');
        const said = element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.getAttribute('title') ?? element.textContent ?? '';
        return `${element.tagName.toLowerCase()}${classes} '${said.replace(/\s+/g, ' ').trim().slice(0, 30)}'`;
      };

      const found = new Map<string, { name: string; width: number; height: number }>();
      for (const element of document.querySelectorAll(controls)) {
        if (element.closest(inline)) continue;
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const own = element.getBoundingClientRect();
        if (own.width === 0 || own.height === 0) continue;
        let box: Box = own;
        for (const which of ['::before', '::after'] as const) {
          const pseudo = pseudoBox(element, which, own);
          if (pseudo) box = union(box, pseudo);
        }
        box = clipped(element, box, own);
        const width = Math.round((box.right - box.left) * 10) / 10;
        const height = Math.round((box.bottom - box.top) * 10) / 10;
        // A hair under (sub-pixel rounding of rem sizes) is still the size asked for.
        if (width >= min - 0.05 && height >= min - 0.05) continue;
        const name = describe(element);
        if (!found.has(name)) found.set(name, { name, width, height });
      }
      return [...found.values()];
    },
    { controls: CONTROLS, inline: INLINE_TEXT, min: MIN_HIT_PX },
  );
}
