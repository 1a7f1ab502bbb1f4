import { describe, expect, it } from 'vitest';
import { localPictureName, pictureVariantSrcset, pictureWidth, PICTURE_WIDTHS } from '../../core/domain/pictures/picture-variants.ts';

describe("a picture's variants (issue 31 item 1: the size the phone shows, in a modern format)", () => {
  it("names the local CMS's WebP variants of its own pictures, narrowest first", () => {
    expect(pictureVariantSrcset('/media/img/c-100357.svg')).toBe(
      '/media/sized/240/c-100357.webp 240w, /media/sized/480/c-100357.webp 480w, /media/sized/720/c-100357.webp 720w, /media/sized/1080/c-100357.webp 1080w',
    );
  });

  it("leaves the platform's addresses and anything else as they come", () => {
    for (const address of [
      'https://img.mycs.cn/2026/11/c-100357.jpg',
      'https://img.mycs.cn/media/img/c-100357.svg',
      '//cdn.example/media/img/c-1.svg',
      '/media/img/c-1.png',
      '/media/img/../secret.svg',
      '/media/img/a/b.svg',
      '/media/default-thumb.svg',
      '',
    ]) {
      expect(pictureVariantSrcset(address), address).toBeNull();
      expect(localPictureName(address), address).toBeNull();
    }
  });

  it('knows only its own widths', () => {
    for (const width of PICTURE_WIDTHS) expect(pictureWidth(String(width))).toBe(width);
    for (const odd of ['500', '0', '-240', '240.5', '2e2', 'wide', '']) expect(pictureWidth(odd), odd).toBeNull();
  });
});
