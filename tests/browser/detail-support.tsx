import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createNoticeCentre, type Notice, type NoticeCentre } from '../../core/engine/http/notices.ts';
import type { RequestOptions } from '../../core/engine/http/request.ts';
import type { Language } from '../../core/engine/i18n/i18n.ts';
import type { RequestFn } from '../../core/engine/http/request.ts';
import type { DetailEventParams } from '../../core/domain/reading/detail-events.ts';
import type { PreparedShare } from '../../core/platform/share/share-content.ts';
import { createShareHintStore } from '../../core/platform/share/share-hint.ts';
import type { ShareContext } from '../../core/platform/share/sharing.ts';
import type { WeChatShare } from '../../core/platform/share/wechat-share.ts';
import DetailPage from '../../src/pages/details/DetailPage.tsx';
import type { Services } from '../../core/engine/services/services.ts';
import type { DetailVariant } from '../../core/domain/detail/detail-variants.ts';
import type { GalleryProps } from '../../src/pages/details/lazy-neighbours.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';
import { createEngineBus } from '../../core/engine/events.ts';

/**
 * A stand-in for the local CMS's detail calls (cms/routes/contents.ts, interactions.ts, platform.ts),
 * answering in their envelope and shapes, with the reader's like and favourite state kept per content.
 */
export type Item = Record<string, unknown> & { id: number; title: string };

export const BODY = (id: number) =>
  `<p>第一段${id}</p><p><img src="/media/img/body-${id}-1.svg" alt="配图1" width="640" height="360"></p>` +
  `<p><a href="/details?newsId=${id + 1}"><img src="/media/img/body-${id}-link.svg" alt="相关阅读" width="640" height="360"></a></p>` +
  `<p><img src="/media/img/body-${id}-2.svg" alt="配图2" width="640" height="360"></p>`;

export function newsItem(id: number, extra: Record<string, unknown> = {}): Item {
  return {
    id,
    type: 'news_common',
    title: `长沙新闻${id}`,
    source: '长沙发布',
    showTime: '2026-11-22 07:41:09',
    viewCountShow: 12_345,
    likeCountShow: 10,
    favorCountShow: 0,
    commentCountShow: 3,
    contentUrl: `/content/news/${id}.html`,
    shareUrl: `/details?newsId=${id}`,
    shareTitle: `长沙新闻${id}`,
    isOriginal: true,
    whetherLike: false,
    whetherFavor: false,
    serviceListArray: [
      { label: '社保查询', value: '/content/service/1.html' },
      { label: '公积金查询', value: '/content/service/2.html' },
    ],
    advertList: [],
    ...extra,
  };
}

interface Call {
  path: string;
  method: string;
  params: Record<string, unknown>;
}

export function detailCms(items: Item[], options: { likeAnswer?: 'number' | 'boolean' } = {}) {
  const byId = new Map(items.map((item) => [item.id, item]));
  const calls: Call[] = [];
  const ok = (data: unknown) => ({ code: 200, message: 'success', data });
  const flag = (on: boolean) => (options.likeAnswer === 'boolean' ? on : on ? 1 : 0);
  const answers: Record<string, (call: Call) => unknown> = {};

  function answer(call: Call): unknown {
    const custom = Object.entries(answers).find(([suffix]) => call.path.includes(suffix));
    if (custom) return custom[1](call);
    const { path, params } = call;
    const detail = /\/content\/getDetail\/(\d+)$/.exec(path);
    if (detail) {
      const item = byId.get(Number(detail[1]));
      if (!item) return { code: 5101, message: 'content does not exist', data: null };
      return ok({ ...item, advertList: params.hasAdvert === 1 ? item.advertList : [] });
    }
    if (/\/contentStats\/view\/count\/\d+$/.test(path)) return ok(1);
    if (path.endsWith('/like/likeOrCancel')) {
      const item = byId.get(Number(params.targetId));
      if (!item) return { code: 5101, message: 'content does not exist', data: null };
      item.whetherLike = !item.whetherLike;
      return ok(flag(Boolean(item.whetherLike)));
    }
    if (path.endsWith('/favor/addOrCancelFavor')) {
      const item = byId.get(Number(params.contentId));
      if (!item) return { code: 5101, message: 'content does not exist', data: null };
      item.whetherFavor = !item.whetherFavor;
      return ok(Boolean(item.whetherFavor));
    }
    if (path.endsWith('/content/queryRecommendList')) return ok(items.filter((i) => String(i.id) !== String(params.contentId)).slice(0, Number(params.pageSize)));
    if (path.endsWith('/widget/getWidget')) return ok({ id: 1, widgetName: 'winter-guide', widgetUrl: '/media/img/widget-winter.svg', redirectUrl: '/details?newsId=100006' });
    if (path.endsWith('/points/report')) return ok({ awarded: true });
    if (/\/sys\/user\/me\/(un)?follow\/\d+$/.test(path)) return ok(!path.includes('/unfollow/'));
    if (path.includes('/comment/')) return ok({ records: [], total: 0, pageIndex: 1, pageSize: 30 });
    return { code: 404, message: `no stand-in for ${path}`, data: null };
  }

  const request: RequestFn = async (path: string, requestOptions: RequestOptions = {}) => {
    const params = (requestOptions.params ?? {}) as Record<string, unknown>;
    const call = { path, method: requestOptions.method ?? 'GET', params };
    calls.push(call);
    return answer(call);
  };
  return {
    byId,
    calls,
    request,
    /** Answers calls whose path contains `suffix` with the test's own answer. */
    answerWith: (suffix: string, reply: (call: Call) => unknown) => void (answers[suffix] = reply),
    callsTo: (part: string) => calls.filter((call) => call.path.includes(part)),
  };
}

export interface RenderOptions {
  variant?: DetailVariant;
  path: string;
  loggedIn?: boolean;
  insideApp?: boolean;
  chatApp?: boolean;
  userId?: string | null;
  language?: Language;
  storage?: Map<string, string>;
  /** Replaces parts of what core/platform/share uses (the page's bridge, a browser window); the rest are recorders. */
  share?: Partial<ShareContext>;
  /** Answers the body addresses instead of the stand-in's article bodies. */
  body?: (url: string, signal: AbortSignal) => Promise<string>;
}

function mapStorage(map: Map<string, string>) {
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), removeItem: (key: string) => void map.delete(key) };
}

export async function renderDetail(cms: ReturnType<typeof detailCms>, options: RenderOptions, extra?: ReactNode) {
  const notices: Notice[] = [];
  const events: { name: string; params: DetailEventParams }[] = [];
  const galleries: GalleryProps[] = [];
  const logins: string[] = [];
  const native = { points: [] as unknown[] };
  // core/platform/share's toasts land with the page's other notices; WeChat's JS-SDK (a third party) is stood in.
  const shareNotices: NoticeCentre = { ...createNoticeCentre(createEngineBus()), show: (notice) => void notices.push(notice) };
  const weChatSetUps: { share: PreparedShare; signingUrl: string }[] = [];
  const weChat: WeChatShare = {
    setUp: async (share, signingUrl) => {
      weChatSetUps.push({ share, signingUrl });
      return 'ready';
    },
  };
  const share: ShareContext = { notices: shareNotices, hint: createShareHintStore(createEngineBus()), weChat, ...options.share };
  const left: string[] = [];
  const storage = options.storage ?? new Map<string, string>();
  const services: Partial<Services> = {
    request: cms.request,
    fetchText: options.body ?? (async (url) => {
      const id = /\/content\/news\/(\d+)\.html$/.exec(url)?.[1];
      if (!id) throw new Error(`no body at ${url}`);
      return BODY(Number(id));
    }),
    notices: { ...shareNotices, show: (notice) => void notices.push(notice) },
    tracking: { track: (name, params) => void events.push({ name, params }) },
    session: {
      insideApp: options.insideApp ?? false,
      chatApp: options.chatApp ?? false,
      loggedIn: () => options.loggedIn ?? true,
      userId: () => options.userId ?? null,
      storage: mapStorage(storage),
      requireLogin: async () => {
        logins.push('asked');
        return options.loggedIn ?? true;
      },
    },
    leave: (href) => void left.push(href),
    bridge: {
      setPoints: async (payload) => {
        native.points.push(payload);
        return { ok: true, value: { code: 200, data: null } };
      },
      openVideo: async () => ({ ok: false, reason: 'no-bridge' }),
      editVideoDraft: async () => ({ ok: false, reason: 'no-bridge' }),
    },
    share,
  };
  // Over the whole screen, as the real gallery: what loads in the page meanwhile (more news) does not move it under a tap.
  const GalleryStandIn = (props: GalleryProps) => {
    galleries.push(props);
    return (
      <div role="dialog" aria-label="gallery" data-index={props.index} style={{ position: 'fixed', inset: 0, zIndex: 10, background: '#fff' }}>
        <button type="button" onClick={props.onClose}>
          close gallery
        </button>
      </div>
    );
  };
  const location = memoryLocation({ path: options.path, record: true });
  const screen = await render(
    <WithEngine engine={testEngine({ language: options.language ?? 'en', services })}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <DetailPage variant={options.variant ?? 'details'} gallery={GalleryStandIn} />
        {extra}
      </Router>
    </WithEngine>,
  );
  return { screen, notices, events, galleries, logins, native, storage, location, services, left, shareHint: share.hint, weChatSetUps };
}

/**
 * Scrolls to a part of the page that loads when the reader comes near it (what follows the article:
 * its adverts, comments, more news), once the article has settled and shown it.
 */
export async function comeNear(slotClass: 'adverts-slot' | 'hot-comments-slot' | 'more-news-slot'): Promise<void> {
  await vi.waitFor(() => {
    const slot = document.querySelector<HTMLElement>(`.${slotClass}`);
    if (!slot || slot.closest('[hidden]')) throw new Error(`${slotClass} is not shown yet`);
    slot.scrollIntoView();
  });
}
