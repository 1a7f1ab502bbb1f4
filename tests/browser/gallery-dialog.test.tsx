import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { placeholderSvg } from '../../cms/placeholder-svg.ts';
import Gallery from '../../ui/gallery/Gallery.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

const photo = (name: string) => `data:image/svg+xml,${encodeURIComponent(placeholderSvg(name))}`;
const PHOTOS = ['橘子洲', '岳麓山', '五一广场', '湘江夜景', '梅溪湖'].map(photo);
const BROKEN = 'data:image/png;base64,AAAA';

/** An article scrolled down to a photo; tapping it opens the gallery, closing it unmounts it. */
function Article({ images = PHOTOS, at = 2 }: { images?: string[]; at?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <WithEngine engine={testEngine({ language: 'en' })}>
      <div style={{ height: 1300 }} />
      <button type="button" onClick={() => setOpen(true)}>
        open photos
      </button>
      <div style={{ height: 3000 }} />
      {open && <Gallery images={images} index={at} onClose={() => setOpen(false)} />}
    </WithEngine>
  );
}

const dialog = () => page.getByRole('dialog', { name: 'Image viewer' });
const counter = () => dialog().getByText(/^\d+ \/ \d+$/);
const opener = () => page.getByRole('button', { name: 'open photos' });

async function openArticle(props: { images?: string[]; at?: number } = {}) {
  await render(<Article {...props} />);
  window.scrollTo({ top: 1234, behavior: 'instant' });
  await opener().click();
  await expect.element(dialog()).toBeVisible();
}

const loadedSlides = () =>
  [...document.querySelectorAll('.gallery__slide')].flatMap((slide, index) => (slide.querySelector('img') ? [index] : []));

afterEach(async () => {
  document.body.removeAttribute('style');
  window.scrollTo({ top: 0, behavior: 'instant' });
  await cdp().send('Emulation.setEmulatedMedia', { features: [] });
});

describe('the gallery as a dialog (spec 2 §2, §4)', () => {
  it('is a labelled modal dialog over the whole screen, counting "current / total", with focus on close', async () => {
    await openArticle();
    await expect.element(dialog()).toHaveAttribute('aria-modal', 'true');
    await expect.element(counter()).toHaveTextContent('3 / 5');
    await expect.element(dialog().getByRole('button', { name: 'Close' })).toHaveFocus();
    const box = dialog().element().getBoundingClientRect();
    expect([box.left, box.top, box.width, box.height]).toEqual([0, 0, 390, 844]);
    expect(getComputedStyle(dialog().element()).backgroundColor).toBe('rgb(0, 0, 0)');
    expect(dialog().element().parentElement).toBe(document.body); // portal: above every stacking context
  });

  it('Escape closes it and gives the focus back to what opened it', async () => {
    await openArticle();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(opener()).toHaveFocus();
  });

  it('the close button closes it too', async () => {
    await openArticle();
    await dialog().getByRole('button', { name: 'Close' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(opener()).toHaveFocus();
  });

  it('Left and Right go through the images, stopping at the ends', async () => {
    await openArticle({ at: 3 });
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(counter()).toHaveTextContent('5 / 5');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(counter()).toHaveTextContent('5 / 5');
    for (let i = 0; i < 5; i++) await userEvent.keyboard('{ArrowLeft}');
    await expect.element(counter()).toHaveTextContent('1 / 5');
  });

  it('Tab stays inside the dialog', async () => {
    await openArticle();
    const close = dialog().getByRole('button', { name: 'Close' });
    const actions = dialog().getByRole('button', { name: 'Image actions' });
    await userEvent.keyboard('{Tab}');
    await expect.element(actions).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(close).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(actions).toHaveFocus();
  });

  it("the save sheet opens from the keyboard too; Escape closes only the sheet", async () => {
    await openArticle();
    await dialog().getByRole('button', { name: 'Image actions' }).click();
    const sheet = page.getByRole('dialog', { name: 'Image actions' });
    await expect.element(sheet.getByRole('link', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(sheet).not.toBeInTheDocument();
    await expect.element(dialog()).toBeVisible();
    await expect.element(dialog().getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});

describe('page scrolling (spec 2 §4: open hides it, close restores it)', () => {
  it('holds the page still where it was while open, and puts it back exactly on close', async () => {
    await render(<Article />);
    document.body.setAttribute('style', 'overflow: auto; color: rgb(1, 2, 3);');
    const styleBefore = document.body.getAttribute('style');
    window.scrollTo({ top: 1234, behavior: 'instant' });
    const openerTop = opener().element().getBoundingClientRect().top;
    await opener().click();
    await expect.element(dialog()).toBeVisible();

    expect(getComputedStyle(document.body).overflow).toBe('hidden');
    expect(getComputedStyle(document.body).position).toBe('fixed');
    expect(opener().element().getBoundingClientRect().top).toBe(openerTop); // the page under it did not jump
    window.scrollTo({ top: 300, behavior: 'instant' });
    expect(window.scrollY).toBe(0); // nothing to scroll
    await userEvent.wheel(dialog(), { delta: { y: 600 } });
    expect(opener().element().getBoundingClientRect().top).toBe(openerTop);

    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(window.scrollY).toBe(1234);
    expect(document.body.getAttribute('style')).toBe(styleBefore);
    expect(opener().element().getBoundingClientRect().top).toBe(openerTop);
  });
});

describe('images (spec 2 §5, §8, §9)', () => {
  it('loads only the images within 3 positions of the current one', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => photo(`city-${i}`));
    await openArticle({ images: ten, at: 5 });
    expect(loadedSlides()).toEqual([2, 3, 4, 5, 6, 7, 8]);
    await userEvent.keyboard('{ArrowRight}');
    await vi.waitFor(() => expect(loadedSlides()).toEqual([3, 4, 5, 6, 7, 8, 9]));
    for (let i = 0; i < 6; i++) await userEvent.keyboard('{ArrowLeft}');
    await vi.waitFor(() => expect(loadedSlides()).toEqual([0, 1, 2, 3]));
  });

  it("shows 'Load failed' for an image that cannot load", async () => {
    await openArticle({ images: [PHOTOS[0]!, BROKEN], at: 1 });
    await expect.element(dialog().getByText('Load failed')).toBeVisible();
    await expect.element(counter()).toHaveTextContent('2 / 2');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(dialog().getByRole('img', { name: 'Image 1 of 2' })).toBeVisible();
  });

  it('slides 390 + 40 px per image in 300 ms; with reduced motion it jumps', async () => {
    await openArticle({ at: 0 });
    const strip = document.querySelector<HTMLElement>('.gallery__strip')!;
    expect(getComputedStyle(strip).columnGap).toBe('40px');
    await userEvent.keyboard('{ArrowRight}');
    await vi.waitFor(() => expect(strip.style.transition).toMatch(/^transform 300ms /));
    await vi.waitFor(() => expect(new DOMMatrix(getComputedStyle(strip).transform).m41).toBe(-430));

    await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: 'reduce' }] });
    await userEvent.keyboard('{ArrowRight}');
    await vi.waitFor(() => expect(strip.style.transition).toBe('none'));
    expect(new DOMMatrix(getComputedStyle(strip).transform).m41).toBe(-860); // there at once
  });
});
