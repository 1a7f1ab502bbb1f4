import { describe, expect, it } from 'vitest';
import {
  NATIVE_SHARE_SHAPE,
  SHARE_TYPE_WEB_PAGE,
  linkSharePayload,
  nativeSharePayload,
  urlSharePayload,
} from '../../core/platform/share/native-share.ts';
import { prepareShare, shareRequestOfItem, withoutHash } from '../../core/platform/share/share-content.ts';

const PAGE = 'https://h5.mycs.cn/details?newsId=100003#comments';

/** 20 Chinese characters: width 40, exactly the limit. */
const TWENTY_CHINESE = '长沙地铁六号线东延段今日开通试运营沿线居';

describe('share title and brief (spec 1 §5, §9: 40 wide, a Chinese character counts two, no newlines)', () => {
  it('keeps 20 Chinese characters whole and cuts the 21st with an ellipsis', () => {
    expect(prepareShare({ title: TWENTY_CHINESE }, PAGE).title).toBe(TWENTY_CHINESE);
    const cut = prepareShare({ title: `${TWENTY_CHINESE}民` }, PAGE).title;
    // 19 Chinese (38) and the one-wide ellipsis: 39, as the 20th would make 41.
    expect(cut).toBe(`${TWENTY_CHINESE.slice(0, 19)}…`);
  });

  it('counts Latin letters and digits one each: 40 stay, 41 are cut to 39 and the ellipsis', () => {
    const forty = 'a'.repeat(40);
    expect(prepareShare({ title: forty }, PAGE).title).toBe(forty);
    expect(prepareShare({ title: `${forty}b` }, PAGE).title).toBe(`${'a'.repeat(39)}…`);
  });

  it('mixes widths: 19 Chinese and 2 digits (40) fit, one more digit does not', () => {
    const fits = `${TWENTY_CHINESE.slice(0, 19)}12`;
    expect(prepareShare({ title: fits, brief: fits }, PAGE)).toMatchObject({ title: fits, brief: fits });
    expect(prepareShare({ title: `${fits}3` }, PAGE).title).toBe(`${TWENTY_CHINESE.slice(0, 19)}1…`);
  });

  it('removes newlines from title and brief before counting', () => {
    const prepared = prepareShare({ title: '岳麓山\n红枫\r\n进入最佳观赏期', brief: '周末\r赏枫\n指南' }, PAGE);
    expect(prepared.title).toBe('岳麓山红枫进入最佳观赏期');
    expect(prepared.brief).toBe('周末赏枫指南');
    const longWithBreaks = `${TWENTY_CHINESE.slice(0, 10)}\n${TWENTY_CHINESE.slice(10)}`;
    expect(prepareShare({ title: longWithBreaks }, PAGE).title).toBe(TWENTY_CHINESE);
  });

  it('gives an empty brief for a missing one', () => {
    expect(prepareShare({ title: 't', brief: null }, PAGE).brief).toBe('');
  });
});

describe('share addresses', () => {
  it('makes a /path absolute on the page origin, and falls back to the page without its #part', () => {
    expect(prepareShare({ title: 't', url: '/details?newsId=7', imageUrl: '/media/img/a.jpg' }, PAGE)).toMatchObject({
      url: 'https://h5.mycs.cn/details?newsId=7',
      imageUrl: 'https://h5.mycs.cn/media/img/a.jpg',
    });
    expect(prepareShare({ title: 't' }, PAGE).url).toBe('https://h5.mycs.cn/details?newsId=100003');
    expect(withoutHash(PAGE)).toBe('https://h5.mycs.cn/details?newsId=100003');
  });

  it('never shares a javascript: or data: address, nor an image that is not http(s)', () => {
    const prepared = prepareShare({ title: 't', url: 'javascript:alert(1)', imageUrl: 'data:image/png;base64,AAAA' }, PAGE);
    expect(prepared.url).toBe('https://h5.mycs.cn/details?newsId=100003');
    expect(prepared.imageUrl).toBe('');
  });
});

describe('a content item as a share', () => {
  it('prefers the CMS share fields', () => {
    const item = {
      title: 'title',
      brief: 'brief',
      thumbnailUrl: '/t1.jpg,/t2.jpg',
      detailUrl: '/details?newsId=1',
      shareTitle: 'share title',
      shareBrief: 'share brief',
      shareImageUrl: '/share.jpg',
      shareUrl: 'https://h5.mycs.cn/s/1',
    };
    expect(shareRequestOfItem(item)).toEqual({ title: 'share title', brief: 'share brief', imageUrl: '/share.jpg', url: 'https://h5.mycs.cn/s/1' });
  });

  it('falls back to title, brief, the first thumbnail and the detail address when share fields are blank', () => {
    const item = { title: 'title', brief: 'brief', thumbnailUrl: ' /t1.jpg , /t2.jpg', detailUrl: '/details?newsId=1', shareTitle: '  ', shareBrief: null, shareImageUrl: '', shareUrl: null };
    expect(shareRequestOfItem(item)).toEqual({ title: 'title', brief: 'brief', imageUrl: '/t1.jpg', url: '/details?newsId=1' });
    expect(shareRequestOfItem({ title: 'only a title' })).toEqual({ title: 'only a title', brief: null, imageUrl: null, url: null });
  });
});

describe('native share payloads (spec 1 §3: two shapes)', () => {
  const prepared = prepareShare({ title: '岳麓山红枫', brief: '赏枫指南', imageUrl: '/media/img/share.svg', url: '/details?newsId=100003' }, PAGE);

  it('builds (type, url, title, thumb, des) with exactly those fields', () => {
    expect(urlSharePayload(prepared)).toStrictEqual({
      type: SHARE_TYPE_WEB_PAGE,
      url: 'https://h5.mycs.cn/details?newsId=100003',
      title: '岳麓山红枫',
      thumb: 'https://h5.mycs.cn/media/img/share.svg',
      des: '赏枫指南',
    });
  });

  it('builds (title, content, imgUrl, link, version) with exactly those fields', () => {
    expect(linkSharePayload(prepared, '4.2.0')).toStrictEqual({
      title: '岳麓山红枫',
      content: '赏枫指南',
      imgUrl: 'https://h5.mycs.cn/media/img/share.svg',
      link: 'https://h5.mycs.cn/details?newsId=100003',
      version: '4.2.0',
    });
    expect(linkSharePayload(prepared, null).version).toBe('');
  });

  it('sends each app its own shape: iOS the first, Android the second', () => {
    expect(NATIVE_SHARE_SHAPE).toEqual({ ios: 'type-url-thumb-des', android: 'title-content-imgUrl-link-version' });
    expect(Object.keys(nativeSharePayload(prepared, 'ios', '4.2.0')).toSorted()).toEqual(['des', 'thumb', 'title', 'type', 'url']);
    expect(Object.keys(nativeSharePayload(prepared, 'android', '4.2.0')).toSorted()).toEqual(['content', 'imgUrl', 'link', 'title', 'version']);
  });
});
