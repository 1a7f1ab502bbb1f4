import { describe, expect, it } from 'vitest';
import { LOGIN_HANDLER, RELOAD_WHEN_LOGGED_IN } from '../../core/domain/open/login-wait.ts';
import { decideOpener } from '../../core/engine/registry/dispatch.ts';
import { createRegistry } from '../../core/engine/registry/registry.ts';
import type { OpenAction, OpenContext } from '../../core/engine/registry/types.ts';
import type { ContentItem } from '../../schemas/generated/types.ts';
import * as banner from '../../plugins/openers/banner/banner.plugin.ts';
import { externalAddressOpener } from '../../plugins/openers/external-address/external-address.plugin.ts';
import { LIVE_TOKEN_PARAM, liveNewsOpener } from '../../plugins/openers/live-news/live-news.plugin.ts';
import { nativeVideoOpener, OPEN_VIDEO_HANDLER } from '../../plugins/openers/native-video/native-video.plugin.ts';
import { defaultOpener } from '../../plugins/openers/default-rule/default-rule.plugin.ts';
import { NATIVE_PAGE_HANDLER, newsDetailOpener } from '../../plugins/openers/news-detail/news-detail.plugin.ts';
import { pictureSwipeOpener } from '../../plugins/openers/picture-swipe/picture-swipe.plugin.ts';
import { withQueryParam } from '../../plugins/openers/shared/item-address.ts';
import { videoRouteOpener } from '../../plugins/openers/video-route/video-route.plugin.ts';

const { index } = createRegistry().register(
  newsDetailOpener,
  defaultOpener,
  videoRouteOpener,
  pictureSwipeOpener,
  externalAddressOpener,
  liveNewsOpener,
  nativeVideoOpener,
  ...Object.values(banner),
);

const outsideApp: OpenContext = { deviceId: null, loggedIn: false, liveToken: null };
const insideApp: OpenContext = { deviceId: 'dev-1', loggedIn: true, liveToken: 'live-tok' };

/** The action the registry's opener decides for an item (dispatch by type, as a tap does). */
function open(item: Partial<ContentItem> & { type: string }, context: OpenContext = outsideApp): OpenAction {
  const decision = decideOpener(index, item.type);
  if (decision.kind !== 'matched') throw new Error(`no opener for ${item.type}`);
  return decision.plugin.decide({ id: '101', title: '标题', ...item }, context);
}

const newsItem = { detailUrl: '/details?newsId=101', externalUrl: 'https://xhn.example.com/a/1', shareTitle: '分享标题', shareBrief: '摘要', shareImageUrl: 'https://img.example.com/1.jpg' };

describe('open rules by type (spec 1 §2)', () => {
  const newsTypes = ['news_common', 'news_video', 'special', 'news_activity', 'activity', 'custom.carousel', 'ad_gdt', 'some_future_type'];

  it.each(newsTypes)('%s opens the native news-detail page inside the app when it has a share title', (type) => {
    expect(open({ type, ...newsItem }, insideApp)).toEqual({
      kind: 'native',
      handler: NATIVE_PAGE_HANDLER,
      payload: { type: 'NewsDetail', link: '/details?newsId=101', title: '分享标题', content: '摘要', image: 'https://img.example.com/1.jpg' },
    });
  });

  it.each(newsTypes)('%s goes to the detail address outside the app', (type) => {
    expect(open({ type, ...newsItem }, outsideApp)).toEqual({ kind: 'route', path: '/details?newsId=101' });
  });

  it('needs both a device id and a share title for the native page', () => {
    expect(open({ type: 'news_common', ...newsItem, shareTitle: '' }, insideApp)).toEqual({ kind: 'route', path: '/details?newsId=101' });
    expect(open({ type: 'news_common', ...newsItem, shareTitle: '   ' }, insideApp).kind).toBe('route');
    expect(open({ type: 'news_common', ...newsItem }, { ...insideApp, deviceId: '' }).kind).toBe('route');
    expect(open({ type: 'news_common', ...newsItem }, { ...insideApp, deviceId: null }).kind).toBe('route');
  });

  it('falls back to the external address, and prefers it for an item marked external', () => {
    expect(open({ type: 'news_common', externalUrl: 'https://xhn.example.com/a/1' })).toEqual({ kind: 'external', url: 'https://xhn.example.com/a/1' });
    expect(open({ type: 'news_common', ...newsItem, isExternal: true })).toEqual({ kind: 'external', url: 'https://xhn.example.com/a/1' });
  });

  it('does nothing for a news item with no address at all', () => {
    expect(open({ type: 'news_common' }).kind).toBe('none');
    expect(open({ type: 'news_common', detailUrl: '  ', externalUrl: null }).kind).toBe('none');
  });

  it.each(['video', 'video_com'])('%s goes to /video?id=', (type) => {
    expect(open({ type, id: '88' }, insideApp)).toEqual({ kind: 'route', path: '/video?id=88' });
  });

  it('news_multipic goes to /imgList?newsId=', () => {
    expect(open({ type: 'news_multipic', id: '77' }, insideApp)).toEqual({ kind: 'route', path: '/imgList?newsId=77' });
  });

  it('encodes ids that are not plain digits', () => {
    expect(open({ type: 'video', id: 'a&b=c' })).toEqual({ kind: 'route', path: '/video?id=a%26b%3Dc' });
  });

  it.each(['service', 'tv', 'radio', 'news_picword', 'news_ad', 'adver'])('%s goes to its external address, in or outside the app', (type) => {
    expect(open({ type, ...newsItem }, insideApp)).toEqual({ kind: 'external', url: 'https://xhn.example.com/a/1' });
    expect(open({ type, externalUrl: '/content/channel/tv-0.html' })).toEqual({ kind: 'route', path: '/content/channel/tv-0.html' });
    expect(open({ type, detailUrl: '/details?newsId=1' }).kind).toBe('none');
  });

  it('news_live appends the stored live token to its external address', () => {
    expect(open({ type: 'news_live', externalUrl: 'https://live.example.com/room?id=9' }, insideApp)).toEqual({
      kind: 'external',
      url: `https://live.example.com/room?id=9&${LIVE_TOKEN_PARAM}=live-tok`,
    });
    expect(open({ type: 'news_live', externalUrl: 'https://live.example.com/room' }, insideApp)).toEqual({
      kind: 'external',
      url: 'https://live.example.com/room?token=live-tok',
    });
    expect(open({ type: 'news_live', externalUrl: 'https://live.example.com/room' }, { ...insideApp, liveToken: null })).toEqual({
      kind: 'external',
      url: 'https://live.example.com/room',
    });
    expect(open({ type: 'news_live' }, insideApp).kind).toBe('none');
  });

  it('appends query parameters before the fragment, encoded', () => {
    expect(withQueryParam('/live/1.html#chat', 'token', 'a b&c')).toBe('/live/1.html?token=a%20b%26c#chat');
    expect(withQueryParam('https://x.example/?', 'token', 't')).toBe('https://x.example/?token=t');
    expect(withQueryParam('https://x.example/?a=1&', 'token', 't')).toBe('https://x.example/?a=1&token=t');
  });

  it.each(['short_video', 'activity.works'])('%s opens the native player with encoded panelId and contentId when logged in', (type) => {
    expect(open({ type, id: '5/6' }, { ...insideApp, panelId: '48662 x' })).toEqual({
      kind: 'native',
      handler: OPEN_VIDEO_HANDLER,
      payload: { panelId: '48662%20x', contentId: '5%2F6' },
    });
    expect(open({ type, id: '9' }, insideApp)).toMatchObject({ payload: { panelId: '', contentId: '9' } });
  });

  it.each(['short_video', 'activity.works'])('%s logged out waits for login and reloads', (type) => {
    expect(open({ type }, { ...insideApp, loggedIn: false })).toEqual({
      kind: 'native',
      handler: LOGIN_HANDLER,
      payload: { afterLogin: RELOAD_WHEN_LOGGED_IN },
    });
  });

  it('outside the app (no device id) a short video opens the short-video feed from it, with its panel; a work its video page', () => {
    expect(open({ type: 'short_video', id: '5/6' }, { ...outsideApp, panelId: '48632' })).toEqual({ kind: 'route', path: '/shortVideo?id=5%2F6&panelId=48632' });
    expect(open({ type: 'short_video', id: '7' })).toEqual({ kind: 'route', path: '/shortVideo?id=7' });
    expect(open({ type: 'activity.works', id: '8' }, { ...outsideApp, loggedIn: true })).toEqual({ kind: 'route', path: '/videoDetail?id=8' });
  });
});
