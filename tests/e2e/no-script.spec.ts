import { expect, test, type Page } from '@playwright/test';
import { ROUTE_RECORDS } from '../../src/routes/route-records.ts';
import { MUCH_DISCUSSED_COMMENTS, MUCH_DISCUSSED_NEWS_INDEX, MUCH_DISCUSSED_REPLIES } from '../../cms/seed/community.ts';
import { COMMENT_PAGE_SIZE, REPLY_FIRST_PAGE_SIZE } from '../../core/domain/comments/comment-rules.ts';
import { lifeMessages } from '../../src/pages/life/life.messages.ts';
import { searchMessages } from '../../src/pages/search/search.messages.ts';
import { videoMessages } from '../../src/pages/video/video.messages.ts';

/*
 * Issue 32: the core tier. With scripts off, every route the server renders reads, its links lead on,
 * the search form searches, tabs switch (they are links to the address showing them); and where the
 * app's module never runs (it does not load), the page's inline tap-holding script never traps a tap.
 * Seeded: 100001 an article, 100003 one with related services (and two pages and more of related news),
 * 100221 a video, 100346 a topic with classes, 300037 a playback archive of 36, panel 48632 12 short videos.
 */

/** A visit of each route the server renders, and what shows there without any script. */
const VISITS: Readonly<Record<string, { address: string; shows: (page: Page) => Promise<void> }>> = {
  '/': { address: '/', shows: (page) => expect(page.getByTestId('card').first()).toBeVisible() },
  '/details': { address: '/details?newsId=100001', shows: (page) => expect(page.getByRole('heading', { level: 1 })).toHaveText('长沙地铁6号线东延段开通试运营，沿线居民出行再提速') },
  '/zhcs-details': { address: '/zhcs-details?newsId=100001', shows: (page) => expect(page.getByTestId('article-body')).toContainText('以前办事要跑好几趟') },
  '/primitiveDetails': { address: '/primitiveDetails?newsId=100001', shows: (page) => expect(page.getByTestId('article-body')).toContainText('以前办事要跑好几趟') },
  '/videoDetail': {
    address: '/videoDetail?id=100221',
    shows: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toContainText('橘子洲');
      // The related videos come with the page, their cards links.
      await expect(page.getByTestId('video-related').getByTestId('card').first().getByRole('link').first()).toHaveAttribute('href', /^\/(video|videoDetail|shortVideo)\?id=\d+/);
    },
  },
  '/video': { address: '/video', shows: (page) => expect(page.getByTestId('card').first()).toBeVisible() },
  '/videoPlay': { address: '/videoPlay', shows: (page) => expect(page.getByTestId('card').first()).toBeVisible() },
  '/life-style': { address: '/life-style', shows: (page) => expect(page.getByTestId('life-tab-panel').getByTestId('card').first()).toBeVisible() },
  '/life': { address: '/life', shows: (page) => expect(page.getByTestId('life-tab-panel').getByTestId('card').first()).toBeVisible() },
  '/topicNews': { address: '/topicNews?newsId=100346', shows: (page) => expect(page.getByTestId('topic-news').getByTestId('card').first()).toBeVisible() },
  '/search': { address: '/search?text=长沙', shows: (page) => expect(page.getByTestId('search-panel-news').getByTestId('card').first()).toBeVisible() },
  '/searchMax': { address: '/searchMax?text=长沙', shows: (page) => expect(page.getByTestId('search-panel-news').getByTestId('card').first()).toBeVisible() },
  '/searchPlus': { address: '/searchPlus?text=长沙', shows: (page) => expect(page.getByTestId('search-panel-news').getByTestId('card').first()).toBeVisible() },
  '/imgList': { address: '/imgList?newsId=100319', shows: (page) => expect(page.locator('h1.pictures__title')).toBeVisible() },
  '/playBackDetail': { address: '/playBackDetail?id=300010', shows: (page) => expect(page.locator('h1.playback-detail__title')).toBeVisible() },
  // Issue 27: the remaining lists.
  '/PlayBack': { address: '/PlayBack?id=300037', shows: (page) => expect(page.getByTestId('playback-row')).toHaveCount(12) },
  '/topicList': { address: '/topicList?id=100003', shows: (page) => expect(page.getByTestId('topic-list').getByTestId('card').first()).toBeVisible() },
  '/videoList': { address: '/videoList', shows: (page) => expect(page.getByTestId('card').first()).toBeVisible() },
  '/shortVideo': { address: '/shortVideo?id=100261&panelId=48632', shows: (page) => expect(page.getByTestId('short-slide')).toHaveCount(5) },
  // The reader's own: what a signed-out reader sees, the login a link.
  '/favor': { address: '/favor', shows: (page) => expect(page.getByTestId('favourites-login').getByRole('link')).toHaveAttribute('href', '/YZlogin?redirect=%2Ffavor') },
  '/slhFavor': { address: '/slhFavor', shows: (page) => expect(page.getByTestId('favourites-login').getByRole('link')).toHaveAttribute('href', '/YZlogin?redirect=%2FslhFavor') },
  '/voteDetails': { address: '/voteDetails?newsId=200001', shows: (page) => expect(page.getByTestId('vote-block')).toBeVisible() },
  '/allComment': { address: '/allComment?id=100001', shows: (page) => expect(page.getByTestId('comment-list').getByTestId('comment').first()).toBeVisible() },
  '/commentDetails': { address: '/commentDetails?id=100001&pcommentId=1', shows: (page) => expect(page.getByTestId('reply-list').getByTestId('reply').first()).toBeVisible() },
};

/**
 * The controls shown that do nothing without the app: buttons and fields outside a form that submits
 * somewhere. A vote's options and an inline reply stay shown (they are the content; nothing happens on a tap).
 */
const deadControls = (page: Page) =>
  page.locator('#root').evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('button, input, select, textarea, [role="button"]')]
      .filter((control) => control.getClientRects().length > 0 && getComputedStyle(control).visibility !== 'hidden')
      .filter((control) => !control.closest('form[action]'))
      .filter((control) => !control.matches('.vote-two__side, .vote-multi__option, .reply__hit'))
      .map((control) => `${control.tagName.toLowerCase()}.${control.className.split(' ')[0] ?? ''}`),
  );

const tab = (page: Page, name: string) => page.getByRole('tablist').getByRole('tab', { name, exact: true });

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('every route the server renders shows its content, and its cards are links', async ({ page }) => {
    // Twenty-four page loads in one test, on a busy machine.
    test.setTimeout(180_000);
    expect(Object.keys(VISITS).toSorted()).toEqual(ROUTE_RECORDS.filter((record) => record.serverRendered).map(({ path }) => path).toSorted());
    for (const [route, visit] of Object.entries(VISITS)) {
      await test.step(route, async () => {
        await page.goto(visit.address);
        await visit.shows(page);
        const cards = page.getByTestId('card').getByRole('link');
        if ((await cards.count()) > 0) await expect(cards.first()).toHaveAttribute('href', /^(\/|https?:)/);
        // No dead taps: what is offered is a link or a form's; a control only the app acts on is not shown.
        expect(await deadControls(page)).toEqual([]);
      });
    }
  });

  test("a page says the language it is written in: the address's, else the browser's", async ({ page, browser }) => {
    const says = async (reader: Page, language: string) => {
      await expect(reader.locator('html')).toHaveAttribute('lang', language);
      await expect(reader.locator(`#root[data-ssr-lang="${language}"]`)).toHaveCount(1);
    };
    await page.goto('/details?newsId=100001&lang=en');
    await says(page, 'en');
    await page.goto('/');
    await says(page, 'zh-CN');
    const traditional = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-TW' });
    try {
      const reader = await traditional.newPage();
      await reader.goto(`${test.info().project.use.baseURL}/search?text=长沙`);
      await says(reader, 'zh-TW');
    } finally {
      await traditional.close();
    }
  });

  test('the home: a card leads to its article, the search bar to a search form that searches', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('main.feed a.card__hit[href^="/details?newsId="]').first();
    const address = await card.getAttribute('href');
    await card.click();
    await expect(page).toHaveURL(address!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/');
    await page.getByRole('search').getByRole('link').click();
    await expect(page).toHaveURL(/\/search\?text=$/);
    await page.getByTestId('search-input').fill('长沙');
    await page.getByTestId('search-input').press('Enter');
    await expect(page).toHaveURL(/\/search\?text=%E9%95%BF%E6%B2%99$/);
    await expect(page.getByTestId('search-panel-news').getByTestId('card').first()).toBeVisible();
  });

  test('search keeps the language when searching again, and a result tab is a link that switches', async ({ page }) => {
    const en = searchMessages.en;
    await page.goto('/search?text=长沙&lang=en');
    await page.getByTestId('search-input').fill('湘江');
    await page.getByTestId('search-input').press('Enter');
    await expect(page).toHaveURL(/\/search\?lang=en&text=%E6%B9%98%E6%B1%9F$/);
    await tab(page, en['search.tab.videos']).click();
    await expect(page).toHaveURL(/[?&]tab=videos(&|$)/);
    await expect(tab(page, en['search.tab.videos'])).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('search-panel-videos').getByTestId('card').first()).toBeVisible();
  });

  test('the life home, the video tabs and a topic switch tabs by their links', async ({ page }) => {
    const zhLife = lifeMessages['zh-CN'];
    await page.goto('/life-style');
    await tab(page, zhLife['life.tab.hot']).click();
    await expect(page).toHaveURL(/\/life-style\?key=mycs\.life\.hot$/);
    await expect(tab(page, zhLife['life.tab.hot'])).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('life-tab-panel')).toHaveAttribute('data-key', 'mycs.life.hot');

    await page.goto('/video');
    await tab(page, videoMessages['zh-CN']['video.titleLive']).click();
    await expect(page).toHaveURL(/\/video\?live=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(videoMessages['zh-CN']['video.titleLive']);
    await expect(tab(page, videoMessages['zh-CN']['video.titleLive'])).toHaveAttribute('aria-selected', 'true');

    // The video tab's topic chips are links too: the server shows a topic's videos alone.
    await page.goto('/video');
    const chips = page.getByRole('tablist', { name: videoMessages['zh-CN']['video.topics'] });
    const cards = page.getByTestId('card');
    const all = await cards.count();
    const topic = chips.getByRole('tab').nth(1);
    const name = (await topic.textContent())?.replace(/#/g, '') ?? '';
    await topic.click();
    await expect(page).toHaveURL(`/video?topic=${encodeURIComponent(name)}`);
    await expect(chips.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThan(all);
    await chips.getByRole('tab').first().click();
    await expect(page).toHaveURL(/\/video$/);
    await expect(cards).toHaveCount(all);

    await page.goto('/topicNews?newsId=100346');
    const second = page.getByRole('tablist').getByRole('tab').nth(1);
    await second.click();
    await expect(page).toHaveURL(/\/topicNews\?newsId=100346&type=\d+$/);
    await expect(page.getByRole('tablist').getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('topic-news').getByTestId('card').first()).toBeVisible();
  });

  test("an article's back, search's cancel and the advert carousel's cards are links", async ({ page, baseURL }) => {
    await page.goto('/zhcs-details?newsId=100001');
    await expect(page.locator('a.detail-advert').first()).toHaveAttribute('href', /^\/details\?newsId=\d+$/);
    await page.locator('header.title-bar').getByRole('link', { name: '返回' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await page.goto('/search?text=长沙');
    await page.getByTestId('search-cancel').click();
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test("a list's 'more' is a link to its next page: the related news, the playback archive, the short videos", async ({ page }) => {
    await page.goto('/topicList?id=100003');
    const list = page.getByTestId('topic-list').getByTestId('card');
    await expect(list).toHaveCount(10);
    const firstPage = await list.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-item-id')));
    await page.getByTestId('next-page').click();
    await expect(page).toHaveURL(/\/topicList\?id=100003&page=2$/);
    await expect(list.first()).toBeVisible();
    const secondPage = await list.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-item-id')));
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);

    await page.goto('/PlayBack?id=300037');
    await expect(page.getByTestId('playback-date').first()).toHaveText('2021-12-31');
    await page.getByTestId('next-page').click();
    await expect(page).toHaveURL(/\/PlayBack\?id=300037&page=2$/);
    await expect(page.getByTestId('playback-row')).toHaveCount(12);
    await expect(page.getByTestId('playback-date').first()).not.toHaveText('2021-12-31');
    await page.getByTestId('next-page').click();
    await expect(page).toHaveURL(/&page=3$/);
    await expect(page.getByTestId('playback-date').last()).toHaveText('2021-01-15');
    // The last page: no 'more'.
    await expect(page.getByTestId('next-page')).toHaveCount(0);

    await page.goto('/shortVideo?id=100261&panelId=48632');
    const titles = await page.getByTestId('short-slide').evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label')));
    await page.getByTestId('next-page').click();
    await expect(page).toHaveURL(/\/shortVideo\?id=100261&panelId=48632&page=2$/);
    await expect(page.getByTestId('short-slide')).toHaveCount(5);
    const next = await page.getByTestId('short-slide').evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label')));
    expect(next.filter((title) => titles.includes(title))).toEqual([]);
  });

  test("an article's hot comments (a chunk of their own) are styled before any script", async ({ page }) => {
    await page.goto('/details?newsId=100001');
    const header = page.locator('.hot-comments__header');
    await expect(header).toHaveCount(1);
    // Their chunk's styles come inline with the page (core/engine/render/rendered-chunks.tsx), not with the chunk.
    expect(await header.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
  });

  test("an article's related services and 'more' are links", async ({ page }) => {
    await page.goto('/details?newsId=100003');
    // Below the article, laid out only near the screen (content-visibility): found by their class.
    await expect(page.locator('.related-services__list a.related-services__item').first()).toHaveAttribute('href', '/content/service/1.html');
    const more = page.locator('.related-services a.detail-section__more');
    // Laid out once near the screen: the reader scrolls down to it.
    await expect(async () => {
      await page.mouse.wheel(0, 1500);
      await expect(more).toBeVisible({ timeout: 1000 });
    }).toPass();
    await more.click();
    await expect(page).toHaveURL(/\/life-style$/);
    await expect(page.getByTestId('life-tab-panel').getByTestId('card').first()).toBeVisible();
  });
});

/** The item ids of a list's cards, in order. */
const idsOf = (list: ReturnType<Page['getByTestId']>) => list.getByTestId('card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-item-id')));

test.describe("with scripts off, a list's 'more' is a link to its next page", () => {
  test.use({ javaScriptEnabled: false });

  test('search results and a topic’s news turn their pages by links the server renders', async ({ page }) => {
    await page.goto('/search?text=长沙');
    const news = page.getByTestId('search-list-news');
    const first = await idsOf(news);
    await news.getByTestId('next-page').click();
    await expect(page).toHaveURL(/\/search\?text=%E9%95%BF%E6%B2%99&page=2$/);
    const second = await idsOf(page.getByTestId('search-list-news'));
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
    // Another tab starts at its first page.
    await page.getByRole('tablist').getByRole('tab').nth(1).click();
    await expect(page).toHaveURL(/\/search\?text=%E9%95%BF%E6%B2%99&tab=\w+$/);

    await page.goto('/topicNews?newsId=100346');
    const topic = page.getByTestId('topic-news');
    const firstPage = await idsOf(topic);
    await topic.getByTestId('next-page').click();
    await expect(page).toHaveURL(/\/topicNews\?newsId=100346&page=2$/);
    const secondPage = await idsOf(page.getByTestId('topic-news'));
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
  });
});

/** The ids of the cards a feed shows (its panels' and a later page's). */
const feedIds = (page: Page) => page.locator('main [data-testid="card"]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-item-id')));

test.describe("with scripts off, the comments' 'more' is a link to their next page", () => {
  test.use({ javaScriptEnabled: false });

  test('an article with more comments than a page shows 30, then the rest on the next', async ({ page }) => {
    const discussed = String(100001 + MUCH_DISCUSSED_NEWS_INDEX);
    await page.goto(`/allComment?id=${discussed}`);
    const comments = page.getByTestId('comment-list').getByTestId('comment');
    await expect(comments).toHaveCount(COMMENT_PAGE_SIZE);
    // Styled before any script (the list footer's styles come inline with the page): a link a thumb can hit, no promise of loading by pulling.
    expect(await page.getByTestId('next-page').evaluate((link) => link.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
    await expect(page.getByTestId('load-more')).not.toBeVisible();
    const first = await comments.allTextContents();
    await page.getByTestId('next-page').click();
    await expect(page).toHaveURL(new RegExp(`/allComment\\?id=${discussed}&page=2$`));
    await expect(comments).toHaveCount(MUCH_DISCUSSED_COMMENTS - COMMENT_PAGE_SIZE);
    expect((await comments.allTextContents()).filter((text) => first.includes(text))).toEqual([]);
    // The last page ends the list: no link on.
    await expect(page.getByTestId('next-page')).toHaveCount(0);
    await expect(page.getByTestId('feed-footer')).toHaveAttribute('data-status', 'end');
  });

  test("a comment's replies show 9, and 'more replies' leads to the next ones", async ({ page }) => {
    const discussed = String(100001 + MUCH_DISCUSSED_NEWS_INDEX);
    await page.goto(`/allComment?id=${discussed}`);
    // Its newest comment shows two replies inline and 'expand' links to all of them.
    await page.getByTestId('comment').first().locator('a.comment__expand').click();
    await expect(page).toHaveURL(new RegExp(`/commentDetails\\?id=${discussed}&pcommentId=\\d+`));
    const replies = page.getByTestId('reply-list').getByTestId('reply');
    await expect(replies).toHaveCount(REPLY_FIRST_PAGE_SIZE);
    const first = await replies.allTextContents();
    const more = page.getByRole('link', { name: '查看更多回复' });
    expect(await more.evaluate((link) => link.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
    await more.click();
    await expect(page).toHaveURL(new RegExp(`&after=${REPLY_FIRST_PAGE_SIZE}%7E$`));
    await expect(replies).toHaveCount(MUCH_DISCUSSED_REPLIES - REPLY_FIRST_PAGE_SIZE);
    expect((await replies.allTextContents()).filter((text) => first.includes(text))).toEqual([]);
    await expect(page.getByTestId('reply-total')).toContainText(String(MUCH_DISCUSSED_REPLIES));
    await expect(more).toHaveCount(0);
  });
});

test.describe("with scripts off, a feed's 'more' is a link to its next page", () => {
  test.use({ javaScriptEnabled: false });

  test('the home pages through its feed: every item of a page shown, then the next page after the last', async ({ page }) => {
    await page.goto('/');
    // The feed's last panel pages on (the carousel above may show an item of it too).
    const first = await page.locator('[data-panel-id="48662"] [data-testid="card"]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-item-id')));
    // The whole first page, not the first screen's ten only: the next page starts after its last item.
    expect(first).toContain('200003');
    // Far below: the blocks on the way are laid out only as they come near (content-visibility), and
    // the link moves as they are; the reader taps it where it then stands.
    await expect(async () => {
      await page.getByTestId('next-page').click();
      await expect(page).toHaveURL(/\/\?after=mycs\.news%7E48662%7E200003%7E\d+$/, { timeout: 2000 });
    }).toPass();
    const second = await feedIds(page);
    expect(second.slice(0, 3)).toEqual(['100015', '100262', '100016']);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
    await page.getByTestId('next-page').click();
    const third = await feedIds(page);
    expect(third.length).toBeGreaterThan(0);
    expect(third.filter((id) => [...first, ...second].includes(id))).toEqual([]);
  });

  test('the video list and a life tab page through theirs, keeping the tab; another tab starts at its first page', async ({ page }) => {
    await page.goto('/videoList');
    const first = await feedIds(page);
    await page.getByTestId('next-page').click();
    await expect(page).toHaveURL(/\/videoList\?after=mycs\.video\.video%7E48631%7E\d+%7E\d+$/);
    const second = await feedIds(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((id) => first.includes(id))).toEqual([]);

    await page.goto('/life-style?key=mycs.life.boon');
    await page.getByTestId('next-page').click();
    await expect(page).toHaveURL(/\/life-style\?key=mycs\.life\.boon&after=mycs\.life\.boon%7E/);
    // 福利's first page held all its items: the next says the list ends.
    await expect(page.getByTestId('feed-footer')).toHaveAttribute('data-status', 'end');
    await page.getByRole('tablist').getByRole('tab', { name: '热门' }).click();
    await expect(page).toHaveURL(/\/life-style\?key=mycs\.life\.hot$/);
    await expect(page.getByTestId('life-tab-panel').getByTestId('card').first()).toBeVisible();
  });
});

test("a feed's later page, with scripts, is the app's: its cards open, its 'more' leads on", async ({ page }) => {
  await page.goto('/?after=mycs.news%7E48662%7E200003%7E1795269600000');
  await page.locator('html[data-app-ready][data-feed-ready]').waitFor({ state: 'attached' });
  const continuation = page.getByTestId('feed-continuation');
  await expect(continuation.getByTestId('card').first()).toHaveAttribute('data-item-id', '100015');
  await expect(continuation.getByTestId('next-page')).toBeVisible();
  await continuation.getByTestId('card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/details\?newsId=100015$/);
  await page.goBack();
  await continuation.getByTestId('next-page').click();
  await expect(page).toHaveURL(/after=mycs\.news%7E48662%7E100028%7E\d+$/);
  await expect(page.getByTestId('feed-continuation').getByTestId('card').first()).toBeVisible();
});

test.describe("where the app's module never runs", () => {
  test('below the floor (the entry does not parse) the page says so, and offers no control only the app acts on', async ({ page }) => {
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'export const floor = ;' }));
    await page.goto('/details?newsId=100001');
    await page.locator('html[data-app-failed]').waitFor({ state: 'attached' });
    const bar = page.locator('.action-bar');
    await expect(bar.locator('.action-bar__action--like')).toBeHidden();
    // The comment count leads to all comments.
    await bar.getByRole('link').click();
    await expect(page).toHaveURL(/\/allComment\?id=100001$/);
  });

  test('a tap on a card follows its link: the tap-holding script lets it go', async ({ page }) => {
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    const card = page.locator('main.feed a.card__hit[href^="/details?newsId="]').first();
    const address = await card.getAttribute('href');
    await card.click();
    await expect(page).toHaveURL(address!);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
  });

  test('a tap held while the module is still coming is released to its link when the module fails', async ({ page }) => {
    let fail: () => void = () => {};
    const failed = new Promise<void>((resolve) => (fail = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await failed;
      await route.fulfill({ status: 404, body: '' });
    });
    await page.goto('/life-style', { waitUntil: 'commit' });
    const hot = tab(page, lifeMessages['zh-CN']['life.tab.hot']);
    await hot.click();
    // Held: the module may still come and take the tap over.
    await expect(page).toHaveURL(/\/life-style$/);
    fail();
    await expect(page).toHaveURL(/\/life-style\?key=mycs\.life\.hot$/);
  });
});
