import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { CAROUSEL_AUTOPLAY_MS } from '../../ui/carousel/carousel-rules.ts';
import { comeNear, detailCms, newsItem, renderDetail } from './detail-support.tsx';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => vi.restoreAllMocks());

describe('third-party content in a sandboxed frame (spec 2 §2)', () => {
  const thirdParty = () => newsItem(100008, { thirdPartyCode: 'xhn', externalUrl: '/content/third-party/page.html?id=7' });

  async function renderFrame() {
    const rendered = await renderDetail(detailCms([thirdParty()]), { path: '/details?newsId=100008' });
    const frame = rendered.screen.getByTitle('长沙新闻100008');
    await expect.element(frame).toBeInTheDocument();
    const element = frame.element() as HTMLIFrameElement;
    const post = (data: unknown, source: MessageEventSource | null = element.contentWindow, origin = 'null') =>
      window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
    return { ...rendered, element, post };
  }

  it('frames it instead of fetching a body, sandboxed, with the test flag outside production', async () => {
    const { element, screen } = await renderFrame();
    const src = new URL(element.src);
    expect(src.pathname).toBe('/content/third-party/page.html');
    expect(src.searchParams.get('id')).toBe('7');
    expect(src.searchParams.get('env')).toBe('test');
    // A frame of the page's own origin runs as an opaque origin (see frame-address.ts).
    expect(element.getAttribute('sandbox')).toBe('allow-forms allow-scripts');
    expect(screen.getByTestId('article-body').query()).toBeNull();
  });

  it("takes the frame's height and gallery requests from its own window, in the expected shape", async () => {
    const { element, post, galleries } = await renderFrame();
    post({ type: 'contentHeight', contentHeight: 2345 });
    await expect.poll(() => element.style.height).toBe('2345px');
    post({ type: 'openGallery', images: ['/media/img/tp-1.svg', '/media/img/tp-2.svg'], index: 1 });
    await expect.element(page.getByRole('dialog', { name: 'gallery' })).toBeVisible();
    expect(galleries.at(-1)).toMatchObject({ images: [`${window.location.origin}/media/img/tp-1.svg`, `${window.location.origin}/media/img/tp-2.svg`], index: 1 });
  });

  it('drops and logs what comes from elsewhere, from another origin or in another shape', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { element, post, galleries } = await renderFrame();
    post({ type: 'contentHeight', contentHeight: 999 }, window); // the page itself, not the frame
    post({ type: 'contentHeight', contentHeight: 999 }, element.contentWindow, 'https://evil.example');
    post({ type: 'contentHeight', contentHeight: '999' });
    post({ type: 'openGallery', images: ['javascript:alert(1)'], index: 0 });
    post('contentHeight:999');
    await sleep(100);
    expect(element.style.height).toBe('');
    expect(galleries).toEqual([]);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      '[detail] frame message dropped: not from the article frame',
      '[detail] frame message dropped: unexpected origin',
      '[detail] frame message dropped:',
      '[detail] frame message dropped:',
      '[detail] frame message dropped:',
    ]);
  });
});

describe('adverts (spec 2 §2: cards with the ad tag, title and view details; spec 2 §7 ad events)', () => {
  const adverts = [
    { id: 100334, title: '湘江新区楼盘开放日', thumbnailUrl: '/media/img/c-100334.svg', type: 'news_ad', isExternal: true, crowdPackage: 'crowd-0' },
    { id: 100335, title: '长沙银行信用卡新客礼', thumbnailUrl: '/media/img/c-100335.svg', type: 'adver', isExternal: true, crowdPackage: 'crowd-1' },
  ];

  it('shows the advert carousel on /zhcs-details and reports exposure and clicks', async () => {
    const cms = detailCms([newsItem(100001, { advertList: adverts }), { id: 100334, title: '湘江新区楼盘开放日', type: 'news_ad', externalUrl: '/content/advert/0.html' }]);
    const { screen, events, left } = await renderDetail(cms, { path: '/zhcs-details?newsId=100001', variant: 'zhcs' });
    await comeNear('adverts-slot');
    const carousel = screen.getByRole('region', { name: 'Adverts' });
    const first = carousel.getByTestId('detail-advert').first();
    await expect.element(first).toHaveTextContent('Ad');
    await expect.element(first).toHaveTextContent('湘江新区楼盘开放日');
    await expect.element(first).toHaveTextContent('View details');
    expect(carousel.getByRole('button', { name: /Go to slide/ }).query()).toBeNull(); // no dots
    expect(cms.callsTo('/getDetail/')[0]?.params).toMatchObject({ hasAdvert: 1 });
    (carousel.element() as HTMLElement).scrollIntoView();
    await expect.poll(() => events.filter((e) => e.name === 'ad_exposure').map((e) => e.params.id)).toContain('100334');
    // Issue 32: a link to the advert's own detail; a tap asks where it leads.
    await expect.element(first.getByRole('link')).toHaveAttribute('href', '/details?newsId=100334');
    await first.getByRole('link').click();
    expect(events.filter((e) => e.name === 'ad_click')).toEqual([
      { name: 'ad_click', params: { id: '100334', title: '湘江新区楼盘开放日', type: 'news_ad', crowdPackage: 'crowd-0', contentId: '100001', position: 0 } },
    ]);
    // The advert list names the advert only: its detail says where it leads (its external page).
    await expect.poll(() => left).toEqual(['/content/advert/0.html']);
    expect(cms.callsTo('/getDetail/100334')).toHaveLength(1);
  });

  it('plays by itself every 4000 ms and loops, with a pause switch in place of dots', async () => {
    const cms = detailCms([newsItem(100001, { advertList: adverts })]);
    const { screen } = await renderDetail(cms, { path: '/zhcs-details?newsId=100001', variant: 'zhcs' });
    await comeNear('adverts-slot');
    const carousel = screen.getByRole('region', { name: 'Adverts' });
    await expect.element(carousel).toBeInTheDocument();
    const root = carousel.element() as HTMLElement;
    // Out of view again (the reader came near, then went back up): there it holds still.
    window.scrollTo(0, 0);
    await vi.waitFor(() => expect(root.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // A mouse resting over it pauses it (by design).
    await userEvent.hover(screen.getByRole('region', { name: 'Article actions' }));
    root.scrollIntoView({ block: 'start' });
    const active = () => root.dataset.activeIndex;
    const started = performance.now();
    await vi.waitFor(() => expect(active()).toBe('1'), { timeout: CAROUSEL_AUTOPLAY_MS + 5000, interval: 50 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(CAROUSEL_AUTOPLAY_MS - 100);
    await vi.waitFor(() => expect(active()).toBe('0'), { timeout: CAROUSEL_AUTOPLAY_MS + 5000, interval: 50 });
    await carousel.getByRole('button', { name: 'Pause carousel' }).click();
    (document.activeElement as HTMLElement).blur();
    await sleep(CAROUSEL_AUTOPLAY_MS + 300);
    expect(active()).toBe('0');
  }, 30_000);

  it('shows no adverts on /details unless the source is life', async () => {
    const cms = detailCms([newsItem(100001, { advertList: adverts })]);
    const { screen } = await renderDetail(cms, { path: '/details?newsId=100001' });
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
    await sleep(50);
    expect(screen.getByRole('region', { name: 'Adverts' }).query()).toBeNull();
  });
});

describe('the popup widget (spec 2 §2)', () => {
  it('shows the widget picture of openWidget content; a tap follows redirectUrl', async () => {
    const cms = detailCms([newsItem(100004, { openWidget: true, widgetName: 'winter-guide' }), newsItem(100006)]);
    const { screen, location } = await renderDetail(cms, { path: '/details?newsId=100004' });
    const widget = screen.getByTestId('widget-popup');
    await expect.element(widget.getByRole('img', { name: 'Event' })).toHaveAttribute('src', '/media/img/widget-winter.svg');
    expect(cms.callsTo('/widget/getWidget')[0]?.params).toEqual({ widgetName: 'winter-guide', contentId: '100004' });
    await widget.getByRole('button', { name: 'Event' }).click();
    await expect.poll(() => location.history.at(-1)).toBe('/details?newsId=100006');
  });

  it('closes', async () => {
    const cms = detailCms([newsItem(100004, { openWidget: true })]);
    const { screen } = await renderDetail(cms, { path: '/details?newsId=100004' });
    await screen.getByTestId('widget-popup').getByRole('button', { name: 'Close' }).click();
    await expect.element(screen.getByTestId('widget-popup')).not.toBeInTheDocument();
  });

  it('is not asked for content without openWidget', async () => {
    const cms = detailCms([newsItem(100001)]);
    const { screen } = await renderDetail(cms, { path: '/details?newsId=100001' });
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(cms.callsTo('/widget/')).toEqual([]);
  });
});

/**
 * A stay time in whole seconds (ms, floored), between what the reader surely stayed (from the page
 * showing to leaving) and the most it can count (from before opening to after leaving): exact however
 * long a busy machine made the test's own wait.
 */
function expectWholeSecondsWithin(stayTime: unknown, leastMs: number, mostMs: number): void {
  expect(Number(stayTime) % 1000).toBe(0);
  expect(stayTime).toBeGreaterThanOrEqual(Math.floor(leastMs / 1000) * 1000);
  expect(stayTime).toBeLessThanOrEqual(Math.floor(mostMs / 1000) * 1000);
}

describe('reading reports (spec 2 §7, §9)', () => {
  it('reports the open once (content_news_click_detail)', async () => {
    const { screen, events } = await renderDetail(detailCms([newsItem(100001)]), { path: '/details?newsId=100001&category_name=mycs.news&columnId=48662&source=news' });
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
    await sleep(50);
    expect(events.filter((e) => e.name === 'content_news_click_detail')).toEqual([
      { name: 'content_news_click_detail', params: { group_id: '100001', title: '长沙新闻100001', category_name: 'mycs.news', column_id: '48662', source: 'news' } },
    ]);
  });

  it('sends cms_stay_page on leaving for source news, with whole seconds in ms and the percent read', async () => {
    const opening = performance.now();
    const { screen, events } = await renderDetail(detailCms([newsItem(100001)]), { path: '/details?newsId=100001&source=news&category_name=mycs.news' });
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
    const shown = performance.now();
    await sleep(1200); // the reader reads (a busy machine may make it longer: the bounds below say how long)
    const leaving = performance.now();
    await screen.unmount();
    const stays = events.filter((e) => e.name === 'cms_stay_page');
    expect(stays).toHaveLength(1);
    expect(stays[0]?.params).toMatchObject({ enter_from: 'click_category', category_name: 'mycs.news', group_id: '100001', params_for_special: 'content_manager_system' });
    expectWholeSecondsWithin(stays[0]?.params.stay_time, leaving - shown, performance.now() - opening);
    expect(stays[0]?.params.percent).toBeGreaterThan(0);
    expect(stays[0]?.params.percent).toBeLessThanOrEqual(100);
  });

  it('sends it on hiding the page, and only the new stretch after coming back', async () => {
    const opening = performance.now();
    const { screen, events } = await renderDetail(detailCms([newsItem(100001)]), { path: '/details?newsId=100001', insideApp: true });
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
    const shown = performance.now();
    await sleep(1100);
    const hiding = performance.now();
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    const hidden = performance.now();
    expect(events.filter((e) => e.name === 'cms_stay_page')).toHaveLength(1);
    const returning = performance.now();
    window.dispatchEvent(new PageTransitionEvent('pageshow'));
    const returned = performance.now();
    await sleep(1100);
    const leaving = performance.now();
    await screen.unmount();
    const left = performance.now();
    const [first, second] = events.filter((e) => e.name === 'cms_stay_page').map((e) => e.params.stay_time);
    expectWholeSecondsWithin(first, hiding - shown, hidden - opening);
    expectWholeSecondsWithin(second, leaving - returned, left - returning);
  });

  it('sends none for other sources outside the app', async () => {
    const { screen, events } = await renderDetail(detailCms([newsItem(100001)]), { path: '/details?newsId=100001&source=life' });
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
    await sleep(1100);
    await screen.unmount();
    expect(events.filter((e) => e.name === 'cms_stay_page')).toEqual([]);
  });
});
