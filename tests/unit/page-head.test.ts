import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { escapeHtml, fetchedJson, jsonForScript, NOINDEX, pageDescriber, withNoindex, withPageMeta } from '../../server/page-head.ts';
import { siteIndex } from '../../src/ssr/site-index.ts';
import { DETAIL_PATH } from '../../core/domain/detail/detail-api.ts';
import { VIDEO_DETAILS_PATH } from '../../core/domain/video/video-calls.ts';
import { cut, HEADLINE_MAX_CHARS, META_DESCRIPTION_MAX_CHARS, pageMeta } from '../../src/ssr/page-meta.ts';
import type { FetchedJson } from '../../src/ssr/page-meta-contract.ts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { documentTitleAttribute } from '../../core/engine/render/document-title.ts';

/*
 * Issue 32 item 3: CMS text is untrusted. Whatever an editor (or an attacker with an editor's pen)
 * writes into a title or a brief ends up as text of the head: it never closes the title, an
 * attribute or the JSON-LD's script element, and reads back exactly as written.
 */

const HOSTILE = `</title></script><!--<script>alert(1)</script>"' onload="x" & ]]> \u2028\u2029 <svg/onload=alert(2)>`;
const INDEX = '<!doctype html><html><head>\n    <meta name="description" content="generic" />\n    <title>新闻</title>\n  </head><body><div id="root"></div></body></html>';
/** The hostile text as the head writes it: runs of white space as one (a title is one line). */
const plain = HOSTILE.replace(/\s+/g, ' ').trim();
const BROWSER = 'Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36';
const WECHAT = 'Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36 MicroMessenger/8.0.47';

const envelope = (data: unknown) => ({ code: 200, message: 'success', data });
const detailAnswer = (item: Record<string, unknown>): FetchedJson[] => [{ address: `${DETAIL_PATH}/100060?hasAdvert=0&preview=0`, answer: envelope(item) }];

function headOf(html: string) {
  const { document } = new JSDOM(html).window;
  const meta = (key: string) => document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
  const scripts = [...document.querySelectorAll('script')];
  return { document, meta, scripts, jsonLd: scripts.filter((s) => s.type === 'application/ld+json').map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>) };
}

describe('escaping for the head', () => {
  it('text and attributes: no character that could end an element or an attribute is left', () => {
    expect(escapeHtml(HOSTILE)).not.toMatch(/[<>"']/);
    expect(escapeHtml('a & b')).toBe('a &amp; b');
  });

  it('JSON-LD: no "<", ">" or "&" (so no </script>, <!-- or ]]>), no line separators, and it parses back to the same value', () => {
    const value = { headline: HOSTILE, nested: [HOSTILE] };
    const written = jsonForScript(value);
    expect(written).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(written)).toEqual(value);
  });
});

describe("a detail's head, from its CMS answer", () => {
  const item = { id: 100060, type: 'news_common', title: HOSTILE, brief: HOSTILE, source: HOSTILE, thumbnailUrl: '/media/img/c-1.svg,/media/img/c-2.svg', issueTimeStamp: Date.parse('2026-11-22T08:00:00+08:00') };
  const meta = pageMeta({ language: 'zh-CN', pageUrl: 'https://h5.mycs.cn/details?newsId=100060&source=news&lang=zh-CN', userAgent: BROWSER, answers: detailAnswer(item) });

  it('keeps hostile titles and briefs as text: one script element (the JSON-LD), the title and metas read back as written', () => {
    const head = headOf(withPageMeta(INDEX, meta));
    expect(head.scripts).toHaveLength(1);
    expect(head.document.querySelectorAll('svg')).toHaveLength(0);
    expect(head.document.title).toBe(`${plain} - 我的长沙`);
    expect(head.meta('og:title')).toBe(plain);
    expect(head.jsonLd[0]).toMatchObject({ headline: cut(plain, HEADLINE_MAX_CHARS), author: { name: plain } });
    // index.html's own title and description are replaced, not repeated.
    expect(head.document.querySelectorAll('title, meta[name="description"]')).toHaveLength(2);
  });

  it('says article, its one address, the lead picture absolute, the publication time in the city offset', () => {
    expect(meta).toMatchObject({
      type: 'article',
      canonical: 'https://h5.mycs.cn/details?newsId=100060',
      image: 'https://h5.mycs.cn/media/img/c-1.svg',
      published: '2026-11-22T08:00:00+08:00',
      noindex: false,
    });
    expect(meta?.jsonLd).toMatchObject({ '@type': 'NewsArticle', datePublished: '2026-11-22T08:00:00+08:00', image: ['https://h5.mycs.cn/media/img/c-1.svg'] });
    expect([...(meta?.description ?? '')].length).toBeLessThanOrEqual(META_DESCRIPTION_MAX_CHARS);
  });

  it("spec 2 §2: in a chat app's browser the page's title is the app's name; the link preview still has the article's", () => {
    const inWeChat = pageMeta({ language: 'en', pageUrl: 'https://h5.mycs.cn/details?newsId=100060', userAgent: WECHAT, answers: detailAnswer({ ...item, title: '橘子洲焰火' }) });
    expect(inWeChat?.title).toBe('My Changsha');
    expect(inWeChat?.shareTitle).toBe('橘子洲焰火');
  });

  it('takes no picture address that is not http(s)', () => {
    const tricked = pageMeta({ language: 'zh-CN', pageUrl: 'https://h5.mycs.cn/details?newsId=1', userAgent: BROWSER, answers: detailAnswer({ ...item, shareImageUrl: 'javascript:alert(1)', thumbnailUrl: 'data:text/html,x' }) });
    expect(tricked?.image).toBeNull();
  });

  it('describes nothing from a failed answer (the app then keeps its generic head)', () => {
    expect(pageMeta({ language: 'zh-CN', pageUrl: 'https://h5.mycs.cn/details?newsId=1', userAgent: BROWSER, answers: [{ address: `${DETAIL_PATH}/1`, answer: { code: 5101, message: '内容不存在', data: null } }] })).toBeNull();
    expect(withPageMeta(INDEX, null)).toBe(INDEX);
  });

  it('a page it does not describe is titled as its render names it (what its script sets), hostile text kept as text', () => {
    const rendered = (title: string) => INDEX.replace('<div id="root"></div>', `<div id="root">${renderToStaticMarkup(createElement('header', documentTitleAttribute(title), createElement('h1', null, '全部评论')))}</div>`);
    expect(headOf(withPageMeta(rendered('全部评论'), null)).document.title).toBe('全部评论');
    const hostile = headOf(withPageMeta(rendered(HOSTILE), null));
    // As written (document.title folds only ASCII white space).
    expect(hostile.document.title).toBe(HOSTILE.replace(/[ \t\n\r\f]+/g, ' ').trim());
    expect(hostile.scripts).toHaveLength(0);
    expect(hostile.document.querySelector('svg')).toBeNull();
  });
});

describe("a video's head", () => {
  it('is a VideoObject with its duration in ISO 8601, and og:type video', () => {
    const answers: FetchedJson[] = [
      { address: `${VIDEO_DETAILS_PATH}/100221?preview=0`, answer: envelope({ id: 100221, type: 'video', title: '焰火', brief: '橘子洲', playDuration: 95, playUrl: '/media/hls/vod/index.m3u8', thumbnailUrl: 'https://img.example.cn/p.jpg', issueTimeStamp: 1_763_769_600_000 }) },
    ];
    const meta = pageMeta({ language: 'zh-CN', pageUrl: 'https://h5.mycs.cn/video?id=100221', userAgent: BROWSER, answers });
    expect(meta).toMatchObject({ type: 'video.other', canonical: 'https://h5.mycs.cn/videoDetail?id=100221', title: '焰火 - 我的长沙' });
    expect(meta?.jsonLd).toMatchObject({ '@type': 'VideoObject', duration: 'PT95S', contentUrl: 'https://h5.mycs.cn/media/hls/vod/index.m3u8', thumbnailUrl: ['https://img.example.cn/p.jpg'] });
  });
});

describe('the page as it goes out', () => {
  const errors: unknown[] = [];
  const describePage = pageDescriber({ pageMeta, siteIndex }, (error) => errors.push(error));
  const answers = [fetchedJson(`${DETAIL_PATH}/1`, JSON.stringify(envelope({ id: 1, type: 'news_common', title: '长沙' })))];

  it("an editor's preview (drafts among it) is noindex and describes nothing", () => {
    const out = describePage(INDEX, new URL('https://h5.mycs.cn/details?newsId=1&preview=1'), {}, answers);
    expect(out.noindex).toBe(true);
    expect(headOf(out.html).meta('robots')).toBe(NOINDEX);
    expect(headOf(out.html).document.title).toBe('新闻');
    expect(headOf(withNoindex(INDEX)).meta('robots')).toBe(NOINDEX);
  });

  it('a reader gets the description; a search results page is noindex; an answer that is no JSON describes nothing', () => {
    expect(headOf(describePage(INDEX, new URL('https://h5.mycs.cn/details?newsId=1'), {}, answers).html).document.title).toBe('长沙 - 我的长沙');
    expect(describePage(INDEX, new URL('https://h5.mycs.cn/search?text=a'), {}, []).noindex).toBe(true);
    expect(fetchedJson('/api/x', '<html>').answer).toBeUndefined();
    expect(describePage(INDEX, new URL('https://h5.mycs.cn/details?newsId=1'), {}, [fetchedJson(`${DETAIL_PATH}/1`, 'not json')]).html).toBe(INDEX);
  });

  it('a description that throws leaves the page as it was, and is reported', () => {
    const failing = pageDescriber({ pageMeta: () => { throw new Error('broken build'); }, siteIndex }, (error) => errors.push(error));
    expect(failing(INDEX, new URL('https://h5.mycs.cn/'), {}, []).html).toBe(INDEX);
    expect(errors).toHaveLength(1);
  });
});
