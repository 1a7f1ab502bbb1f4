import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { comeNear, detailCms, newsItem, renderDetail } from './detail-support.tsx';
import { ORIGINAL_CONTACT, REPRINT_CONTACT } from '../../src/pages/details/Copyright.tsx';

/** Frames the tops must stay the same for to count as settled. */
const SETTLED_FRAMES = 3;

/** The tops of `selectors` once they have not moved for SETTLED_FRAMES animation frames (after the fonts are in). */
async function settledTops(selectors: string[], topOf: (selector: string) => number): Promise<number[]> {
  await document.fonts.ready;
  let previous = '';
  let still = 0;
  for (;;) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const tops = selectors.map(topOf);
    const key = tops.join();
    still = key === previous && !tops.some(Number.isNaN) ? still + 1 : 0;
    previous = key;
    if (still >= SETTLED_FRAMES) return tops;
  }
}

describe('news detail (spec 2 §2)', () => {
  it('shows the skeleton, then title, source, publish time and read count, then the body', async () => {
    const cms = detailCms([newsItem(100001)]);
    let release: () => void = () => {};
    cms.answerWith('/content/getDetail/', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { code: 200, message: 'success', data: newsItem(100001) };
    });
    const { screen } = await renderDetail(cms, { path: '/details?newsId=100001' });
    await expect.element(screen.getByTestId('detail-skeleton')).toBeInTheDocument();
    release();
    await expect.element(screen.getByRole('heading', { level: 1, name: '长沙新闻100001' })).toBeVisible();
    await expect.element(screen.getByText('长沙发布')).toBeVisible();
    await expect.element(screen.getByText('2026-11-22 07:41')).toBeVisible();
    await expect.element(screen.getByTestId('read-count')).toHaveTextContent('12.3K reads');
    await expect.element(screen.getByText('第一段100001')).toBeVisible();
    expect(screen.getByTestId('detail-skeleton').query()).toBeNull();
    // The server's head names it so too (src/ssr/page-meta.ts): hydration keeps it.
    await expect.poll(() => document.title).toBe('长沙新闻100001 - My Changsha');
  });

  it('lays the article out where its skeleton stood: the body starts at the skeleton body\'s top', async () => {
    // Two title lines and one meta row at 390 px, as the skeleton assumes.
    const item = newsItem(100003, { title: '岳麓山红枫进入最佳观赏期，景区发布错峰出行提示', source: '湖南日报' });
    const cms = detailCms([item]);
    let release: () => void = () => {};
    cms.answerWith('/content/getDetail/', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { code: 200, message: 'success', data: item };
    });
    const { screen } = await renderDetail(cms, { path: '/details?newsId=100003', language: 'zh-CN' });
    await expect.element(screen.getByTestId('detail-skeleton')).toBeInTheDocument();
    const topOf = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().top ?? Number.NaN;
    // Measured once the skeleton stands still (styles applied, fonts in): on a busy machine it may still be moving into place.
    const [title = 0, meta = 0, body = 0] = await settledTops(['.detail-skeleton__title', '.detail-skeleton__meta', '.detail-skeleton .body-skeleton'], topOf);
    release();
    await expect.element(screen.getByTestId('article-body')).toBeVisible();
    await expect.poll(() => Math.abs(topOf('.detail-header__title') - title)).toBeLessThan(1);
    await expect.poll(() => Math.abs(topOf('.detail-header__meta') - meta)).toBeLessThan(1);
    await expect.poll(() => Math.abs(topOf('.article-body') - body)).toBeLessThan(1);
  });

  it("says 'No news ID' without a newsId and asks nothing", async () => {
    const cms = detailCms([]);
    const { screen } = await renderDetail(cms, { path: '/details?source=news' });
    await expect.element(screen.getByRole('alert')).toHaveTextContent('No news ID');
    expect(cms.calls).toEqual([]);
  });

  it("goes to the 'Content does not exist' page on code 5101", async () => {
    const cms = detailCms([]);
    const { location } = await renderDetail(cms, { path: '/details?newsId=999' });
    await expect.poll(() => location.history.at(-1)).toBe('/notFound');
    expect(location.history).toEqual(['/notFound']); // replaced: back does not return to the dead link
  });

  it('posts the view count once per open, and again for another content', async () => {
    const cms = detailCms([newsItem(100001), newsItem(100002)]);
    const { screen } = await renderDetail(cms, { path: '/details?newsId=100001' });
    await expect.element(screen.getByText('第一段100001')).toBeVisible();
    await screen.getByRole('link', { name: /相关阅读/ }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: '长沙新闻100002' })).toBeVisible();
    expect(cms.callsTo('/contentStats/view/count/').map((c) => [c.path, c.method])).toEqual([
      ['/api/cms/client/contentStats/view/count/100001', 'POST'],
      ['/api/cms/client/contentStats/view/count/100002', 'POST'],
    ]);
  });

  it.each([
    ['source=life', 1],
    ['source=news', 0],
    ['', 0],
  ])('asks hasAdvert by the source (%s → %d)', async (query, hasAdvert) => {
    const cms = detailCms([newsItem(100001)]);
    await renderDetail(cms, { path: `/details?newsId=100001&${query}` });
    await expect.poll(() => cms.callsTo('/getDetail/').length).toBe(1);
    expect(cms.callsTo('/getDetail/')[0]?.params).toEqual({ preview: 0, hasAdvert });
  });

  it('asks with preview=1 for editors', async () => {
    const cms = detailCms([newsItem(100001)]);
    await renderDetail(cms, { path: '/details?newsId=100001&preview=1' });
    await expect.poll(() => cms.callsTo('/getDetail/')[0]?.params).toEqual({ preview: 1, hasAdvert: 0 });
  });

  it('stores category_name as the recommendation category', async () => {
    const cms = detailCms([newsItem(100001)]);
    const { storage } = await renderDetail(cms, { path: '/details?newsId=100001&category_name=mycs.life.hot' });
    await expect.poll(() => storage.get('cs_volcengineCategoryId')).toBe('mycs.life.hot');
  });

  it('shows the copyright contacts of original content, and the other pair for reprints', async () => {
    const original = await renderDetail(detailCms([newsItem(100001, { isOriginal: true })]), { path: '/details?newsId=100001' });
    await expect.element(original.screen.getByText(`Hotline: ${ORIGINAL_CONTACT.phone}`)).toBeVisible();
    await expect.element(original.screen.getByText(`Mail: ${ORIGINAL_CONTACT.mail}`)).toBeVisible();
    await original.screen.unmount();
    const reprint = await renderDetail(detailCms([newsItem(100002, { isOriginal: false, source: '新湖南' })]), { path: '/details?newsId=100002' });
    await expect.element(reprint.screen.getByText(`Hotline: ${REPRINT_CONTACT.phone}`)).toBeVisible();
    await expect.element(reprint.screen.getByText(/Reprinted from 新湖南/)).toBeVisible();
    expect(REPRINT_CONTACT.phone).not.toBe(ORIGINAL_CONTACT.phone);
    expect(REPRINT_CONTACT.mail).not.toBe(ORIGINAL_CONTACT.mail);
  });

  it("lists the related services with a 'more' link; sources=slh shows the share link instead", async () => {
    const full = await renderDetail(detailCms([newsItem(100001)]), { path: '/details?newsId=100001' });
    const services = full.screen.getByRole('region', { name: 'Related services' });
    await expect.element(services.getByRole('link', { name: '社保查询' })).toBeVisible();
    await expect.element(services.getByRole('link', { name: 'More related services' })).toHaveAttribute('href', '/life-style');
    await full.screen.unmount();
    const slh = await renderDetail(detailCms([newsItem(100001)]), { path: '/details?newsId=100001&sources=slh' });
    await expect.element(slh.screen.getByRole('region', { name: 'Share link' })).toBeVisible();
    await expect.element(slh.screen.getByRole('textbox', { name: 'Share link' })).toHaveValue(`${window.location.origin}/details?newsId=100001`);
    expect(slh.screen.getByRole('region', { name: 'Related services' }).query()).toBeNull();
  });

  it("shows 'More news' with the feed's cards, without the content itself", async () => {
    const cms = detailCms([newsItem(100001), newsItem(100002), newsItem(100003)]);
    const { screen } = await renderDetail(cms, { path: '/details?newsId=100001' });
    // It loads when the reader comes near it.
    await comeNear('more-news-slot');
    const more = screen.getByRole('region', { name: 'More news' });
    await expect.element(more.getByText('长沙新闻100002')).toBeVisible();
    await expect.element(more.getByText('长沙新闻100003')).toBeVisible();
    expect(more.getByText('长沙新闻100001').query()).toBeNull();
    expect(cms.callsTo('/queryRecommendList')[0]?.params).toMatchObject({ contentId: '100001', pageIndex: 1, pageSize: 10, personalRec: 1 });
  });

  it('opens the gallery with every body image at the tapped one; a linked image follows its link', async () => {
    const cms = detailCms([newsItem(100001), newsItem(100002)]);
    const { screen, galleries, location } = await renderDetail(cms, { path: '/details?newsId=100001' });
    const second = screen.getByRole('button', { name: /配图2/ });
    await second.click();
    await expect.element(page.getByRole('dialog', { name: 'gallery' })).toBeVisible();
    const origin = window.location.origin;
    expect(galleries.at(-1)?.images).toEqual([
      `${origin}/media/img/body-100001-1.svg`,
      `${origin}/media/img/body-100001-link.svg`,
      `${origin}/media/img/body-100001-2.svg`,
    ]);
    expect(galleries.at(-1)?.index).toBe(2);
    await page.getByRole('button', { name: 'Close gallery' }).click();
    await expect.element(page.getByRole('dialog', { name: 'gallery' })).not.toBeInTheDocument();
    await screen.getByRole('link', { name: /相关阅读/ }).click();
    await expect.poll(() => location.history.at(-1)).toBe('/details?newsId=100002');
    expect(galleries.every((g) => g.index === 2)).toBe(true);
  });

  it('opens the gallery from the keyboard too', async () => {
    const { screen, galleries } = await renderDetail(detailCms([newsItem(100001)]), { path: '/details?newsId=100001' });
    const first = screen.getByRole('button', { name: /配图1/ });
    await expect.element(first).toBeVisible();
    (first.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => galleries.at(-1)?.index).toBe(0);
  });

  it('sets the page title to the app name in chat-app browsers', async () => {
    const { screen } = await renderDetail(detailCms([newsItem(100001)]), { path: '/details?newsId=100001', chatApp: true });
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(document.title).toBe('My Changsha');
  });

  it('keeps /primitiveDetails plain: the article only', async () => {
    const cms = detailCms([newsItem(100001, { openWidget: true })]);
    const { screen } = await renderDetail(cms, { path: '/primitiveDetails?newsId=100001&source=life', variant: 'primitive' });
    await expect.element(screen.getByText('第一段100001')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Article actions' }).query()).toBeNull();
    expect(screen.getByRole('region', { name: 'Related services' }).query()).toBeNull();
    expect(screen.getByRole('region', { name: 'More news' }).query()).toBeNull();
    expect(cms.callsTo('/widget/')).toEqual([]);
    expect(cms.callsTo('/getDetail/')[0]?.params).toEqual({ preview: 0, hasAdvert: 0 });
  });
});
