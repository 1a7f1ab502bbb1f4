import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { DEFAULT_THUMBNAIL, Thumb } from './Thumb.tsx';

/*
 * Issue 31 item 1: a local CMS picture comes as WebP at the width it is shown; the platform's as it
 * came. If the variants cannot be had, the reader still sees the picture itself, then the default.
 * (This page's server has neither the variants nor the pictures: each step's failure is real.)
 */
const source = (container: HTMLElement) => container.querySelector('picture source');
const image = (container: HTMLElement) => container.querySelector('img')!;

describe('a thumbnail', () => {
  it("offers a local CMS picture's WebP variants at the width it is shown, measured where it stands when lazy", async () => {
    const lazy = await render(<Thumb src="/media/img/c-1.svg" alt="" ratio={4 / 3} columnShare={0.28} />);
    // 28% of the column: the phone's width, or 480 px at most on a tablet or desktop.
    expect(source(lazy.container)).toMatchObject({ type: 'image/webp', sizes: 'auto, (min-width: 480px) 134px, 28vw' });
    expect(source(lazy.container)!.getAttribute('srcset')).toContain('/media/sized/240/c-1.webp 240w');
    expect(image(lazy.container).getAttribute('src')).toBe('/media/img/c-1.svg');
    const eager = await render(<Thumb src="/media/img/c-2.svg" alt="" ratio={16 / 9} eager />);
    expect(source(eager.container)!.getAttribute('sizes')).toBe('(min-width: 480px) 480px, 100vw');
    expect(image(eager.container)).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
  });

  it("shows the platform's pictures at their own address, with no variants", async () => {
    const screen = await render(<Thumb src="https://img.mycs.cn/2026/11/photo.jpg" alt="" ratio={16 / 9} />);
    expect(screen.container.querySelector('picture')).toBeNull();
    expect(image(screen.container).getAttribute('src')).toBe('https://img.mycs.cn/2026/11/photo.jpg');
  });

  it('falls back from its variants to the picture itself, then to the default image', async () => {
    const screen = await render(<Thumb src="/media/img/missing-here.svg" alt="" ratio={4 / 3} eager />);
    // The variant failed: the picture itself, with no variants left to pick.
    await expect.poll(() => screen.container.querySelector('picture')).toBeNull();
    // It failed too: the default image, marked as such.
    await expect.element(screen.getByTestId('thumb-image')).toHaveAttribute('src', DEFAULT_THUMBNAIL);
    await expect.element(screen.getByTestId('thumb-image')).toHaveAttribute('data-fallback', 'true');
  });

  it('falls back when its server-rendered picture broke before the page hydrated', async () => {
    const thumb = <Thumb src="/media/img/broken-before-hydration.svg" alt="" ratio={4 / 3} eager />;
    const page = document.createElement('div');
    page.innerHTML = renderToString(thumb);
    document.body.append(page);
    // The variant's error comes and goes before React listens for it.
    await expect.poll(() => image(page).complete).toBe(true);
    const root = hydrateRoot(page, thumb);
    await expect.poll(() => image(page).getAttribute('src')).toBe(DEFAULT_THUMBNAIL);
    root.unmount();
    page.remove();
  });
});
