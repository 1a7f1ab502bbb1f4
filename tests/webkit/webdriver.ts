/**
 * A small W3C WebDriver client over HTTP, for WebKitGTK's `WebKitWebDriver` (Playwright cannot drive
 * Debian's WebKit). Only what the WebKit run uses: a session, navigation, script, elements, taps,
 * cookies, the window's size and screenshots. https://www.w3.org/TR/webdriver2/
 */

/** The W3C WebDriver key of an element reference. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export interface WebDriverOptions {
  /** The driver's address, e.g. http://127.0.0.1:4455. */
  driverUrl: string;
  /** The browser the driver starts (MiniBrowser) and its arguments. */
  browserBinary: string;
  browserArgs: readonly string[];
}

export class WebDriverError extends Error {}

export { GiveUp, waitFor } from '../support/wait-for.ts';

async function call<T>(url: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<T> {
  const signal = AbortSignal.timeout(120_000);
  const response =
    method === 'POST' ? await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}), signal }) : await fetch(url, { method, signal });
  const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new WebDriverError(`${method} ${new URL(url).pathname}: ${answer.value.error ?? response.status} ${answer.value.message ?? ''}`.trim());
  return answer.value;
}

export interface ElementRef {
  [ELEMENT_KEY]: string;
}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  static async start({ driverUrl, browserBinary, browserArgs }: WebDriverOptions): Promise<WebDriverSession> {
    const { sessionId } = await call<{ sessionId: string }>(`${driverUrl}/session`, 'POST', {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: browserBinary, args: browserArgs } } },
    });
    return new WebDriverSession(`${driverUrl}/session/${sessionId}`, sessionId);
  }

  private send<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return call<T>(`${this.base}${path}`, method, body ?? (method === 'POST' ? {} : undefined));
  }

  navigate = (url: string) => this.send<null>('POST', '/url', { url });
  back = () => this.send<null>('POST', '/back');
  currentUrl = () => this.send<string>('GET', '/url');
  /** Runs a function body in the page; its `return` comes back (JSON-safe values only). */
  run = <T>(script: string, ...args: unknown[]) => this.send<T>('POST', '/execute/sync', { script, args });
  setWindowRect = (width: number, height: number) => this.send<{ width: number; height: number }>('POST', '/window/rect', { width, height });
  addCookie = (name: string, value: string) => this.send<null>('POST', '/cookie', { cookie: { name, value, path: '/' } });
  deleteCookies = () => this.send<null>('DELETE', '/cookie');
  screenshot = async () => Buffer.from(await this.send<string>('GET', '/screenshot'), 'base64');

  async find(selector: string): Promise<ElementRef | null> {
    const found = await this.send<ElementRef[]>('POST', '/elements', { using: 'css selector', value: selector });
    if (found.length > 0 && typeof found[0]?.[ELEMENT_KEY] !== 'string') throw new WebDriverError(`element reference without its key: ${JSON.stringify(found[0])}`);
    return found[0] ?? null;
  }

  /** A real tap: the driver scrolls the element into view and clicks its centre (an error if something covers it). */
  click = (element: ElementRef) => this.send<null>('POST', `/element/${element[ELEMENT_KEY]}/click`);

  close = () => this.send<null>('DELETE', '');
}
