import { GiveUp, waitFor, type WebDriverSession } from './webdriver.ts';

/** What the page has when the reader sees it: ready, the content visible, no error, no failure state. */
const PAGE_STATE = `
  const selector = arguments[0];
  const root = document.getElementById('root');
  const content = document.querySelector(selector);
  const visible = !!content && content.getClientRects().length > 0 && getComputedStyle(content).visibility !== 'hidden';
  return {
    ready: document.documentElement.hasAttribute('data-app-ready'),
    failed: document.documentElement.hasAttribute('data-app-failed') || !!document.querySelector('.page-failure'),
    visible,
    text: root ? root.innerText.length : 0,
    problems: window.__problems || ['no collector: the page did not pass the problem proxy'],
    path: location.pathname + location.search,
  };`;

interface PageState {
  ready: boolean;
  failed: boolean;
  visible: boolean;
  text: number;
  problems: string[];
  path: string;
}

export class CheckContext {
  constructor(
    readonly session: WebDriverSession,
    readonly base: string,
  ) {}

  state = (content: string) => this.session.run<PageState>(PAGE_STATE, content);

  /** Waits until the page is ready and shows `content`; throws with what it saw (errors included). */
  async shows(content: string): Promise<string> {
    let last: PageState | null = null;
    try {
      await waitFor(`${content} shown and the page ready`, async () => {
        last = await this.state(content);
        if (last.problems.length > 0 || last.failed) throw new GiveUp('a page error or the failure state');
        return last.ready && last.visible && last.text > 0;
      });
    } catch {
      const seen = last as PageState | null;
      throw new Error(seen ? `ready ${seen.ready}, content ${seen.visible}, ${seen.text} characters, failure state ${seen.failed}; ${seen.problems.join(' · ') || 'no page error'}` : 'no answer from the page');
    }
    const seen = last as unknown as PageState;
    return `ready, ${seen.text} characters, no page error`;
  }

  /** Opens an address as a reader would (a fresh load), signed in with `ticket` when given. */
  async open(address: string, content: string, ticket?: string): Promise<string> {
    await this.session.navigate(`${this.base}/healthz`);
    await this.session.deleteCookies();
    if (ticket) await this.session.addCookie('TGT', ticket);
    await this.session.navigate(`${this.base}${address}`);
    return this.shows(content);
  }

  async tap(selector: string): Promise<void> {
    const element = await waitFor(`${selector} to tap`, () => this.session.find(selector));
    await this.session.click(element);
  }
}

const READER = 'TGT-reader-0003';

/** The taps a reader makes first: each must do what it says, in WebKit. */
export const CHECKS: readonly [string, (context: CheckContext) => Promise<string>][] = [
  [
    'tap on a home card opens its detail',
    async (context) => {
      await context.open('/', 'main.feed [data-testid="card"]');
      await context.tap('main.feed [data-testid="card"]');
      await waitFor('the detail page', async () => (await context.session.currentUrl()).includes('newsId='));
      return `${new URL(await context.session.currentUrl()).pathname}: ${await context.shows('article.detail-article h1')}`;
    },
  ],
  [
    'like on a detail (signed in)',
    async (context) => {
      await context.open('/details?newsId=100020', '[data-testid="action-like"]', READER);
      const before = await context.session.run<string | null>(`return document.querySelector('[data-testid="action-like"]').getAttribute('aria-pressed')`);
      await context.tap('[data-testid="action-like"]');
      const after = before === 'true' ? 'false' : 'true';
      await waitFor(`the like pressed ${after}`, async () => (await context.session.run<string | null>(`return document.querySelector('[data-testid="action-like"]').getAttribute('aria-pressed')`)) === after);
      await context.shows('[data-testid="action-like"]');
      return `aria-pressed ${before} → ${after}`;
    },
  ],
  [
    'tab switch on search results',
    async (context) => {
      await context.open(`/search?text=${encodeURIComponent('长沙')}`, '[data-testid="search-list-news"] [data-testid="card"]');
      await context.tap('[data-testid="search-tab-videos"]');
      return `videos tab: ${await context.shows('[data-testid="search-list-videos"] [data-testid="card"]')}`;
    },
  ],
];
