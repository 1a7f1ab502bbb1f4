import { describe, expect, it } from 'vitest';
import { imageLayout, isTallImage, MAX_POST_IMAGES, postImages, postLabel, singleImageRatio } from '../../plugins/cards/dynamic/dynamic-layout.ts';

describe('social post layout (spec 2 §2, Dynamic card)', () => {
  it('lays pictures out by count: 1, 2, 4, and 3 or more', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(imageLayout)).toEqual(['none', 'one', 'two', 'grid', 'four', 'grid', 'grid']);
  });

  it('takes at most nine pictures from the comma-separated list, dropping empty parts', () => {
    expect(postImages('a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(postImages(Array.from({ length: 12 }, (_, i) => `p${i}`).join(','))).toHaveLength(MAX_POST_IMAGES);
    expect(postImages(null)).toEqual([]);
  });

  it('calls a picture tall when its height is over 812 and above its width', () => {
    expect(isTallImage(600, 1400)).toBe(true);
    expect(isTallImage(600, 812)).toBe(false);
    expect(isTallImage(1500, 1400)).toBe(false);
    expect(isTallImage(null, null)).toBe(false);
    expect(singleImageRatio(600, 1400)).toBe(3 / 4);
    expect(singleImageRatio(1080, 720)).toBe(1.5);
  });

  it('knows the four labels and nothing else', () => {
    expect(['essence', 'High-Quality', 'creative', 'on-site', 'other', ''].map(postLabel)).toEqual(['essence', 'high-quality', 'creative', 'on-site', null, null]);
  });
});
