import { describe, expect, it } from 'vitest';
import { plainAddressOf } from '../../core/domain/open/plain-address.ts';
import type { ContentItem } from '../../schemas/generated/types.ts';
import { itemAddress } from '../../plugins/item-links.ts';

/** Issue 32: a card's link is where the open rules send a plain browser (outside the app, signed out). */
const PAGE = 'http://127.0.0.1:5173/';
const item = (fields: Partial<ContentItem> & { [field: string]: unknown }): ContentItem => ({ id: '100003', title: '长沙', ...fields }) as ContentItem;

describe('the address a plain browser opens for an item', () => {
  it('is the detail address of news, even when the app would open its native page (a share title)', () => {
    expect(itemAddress(item({ type: 'news_common', detailUrl: '/details?newsId=100003', shareTitle: '长沙' }), null, PAGE)).toBe('/details?newsId=100003');
  });

  it('follows each type rule of spec 1 §2: video, pictures, external types, and any unlisted type like news', () => {
    expect(itemAddress(item({ type: 'video' }), null, PAGE)).toBe('/video?id=100003');
    expect(itemAddress(item({ type: 'news_multipic' }), null, PAGE)).toBe('/imgList?newsId=100003');
    expect(itemAddress(item({ type: 'service', externalUrl: 'https://zwfw.changsha.gov.cn/a?b=1' }), null, PAGE)).toBe('https://zwfw.changsha.gov.cn/a?b=1');
    expect(itemAddress(item({ type: 'someday_new', detailUrl: '/details?newsId=100003' }), null, PAGE)).toBe('/details?newsId=100003');
  });

  it('opens a short video in the web feed with its panel, not the native player', () => {
    expect(itemAddress(item({ type: 'short_video' }), '48632', PAGE)).toBe('/shortVideo?id=100003&panelId=48632');
  });

  it('carries no stored live token: a plain browser has none', () => {
    expect(itemAddress(item({ type: 'news_live', externalUrl: '/content/live/0.html' }), null, PAGE)).toBe('/content/live/0.html');
  });

  it('gives no address where the rules lead nowhere or to an unsafe one: the card stays a button', () => {
    expect(itemAddress(item({ type: 'service' }), null, PAGE)).toBeNull();
    expect(itemAddress(item({ type: 'service', externalUrl: 'javascript:alert(1)' }), null, PAGE)).toBeNull();
    expect(itemAddress(item({ type: '1', linkType: '2', linkUrl: 'mailto:a@b.cn' }), null, PAGE)).toBeNull();
  });

  it('sends community parts to the community host of the page’s environment', () => {
    expect(itemAddress(item({ type: 'community.topic', id: '7' }), null, 'https://h5.mycs.cn/')).toBe('https://sq.mycs.cn/topicDetails?id=7');
    expect(itemAddress(item({ type: 'community.topic', id: '7' }), null, PAGE)).toBe('/content/community/topicDetails?id=7');
  });

  it('keeps a route on the page’s origin and refuses one that leaves it', () => {
    expect(plainAddressOf({ kind: 'route', path: '//evil.example/x' }, PAGE)).toBeNull();
    expect(plainAddressOf({ kind: 'native', handler: 'openVideo', payload: {} }, PAGE)).toBeNull();
    expect(plainAddressOf({ kind: 'none', reason: '' }, PAGE)).toBeNull();
  });
});
