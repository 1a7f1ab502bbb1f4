import * as fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { executeOpenAction, type OpenPorts } from '../../core/domain/open/execute.ts';
import { howToShow, openUrlRoute, openUrlSandbox, parseOpenUrl } from '../../core/domain/open/open-url.ts';
import { NAVIGABLE_PROTOCOLS, safeNavigate, toNavigableUrl, toSafeRoute } from '../../core/domain/open/safe-navigate.ts';
import { decideOpener } from '../../core/engine/registry/dispatch.ts';
import { createRegistry } from '../../core/engine/registry/registry.ts';
import * as banner from '../../plugins/openers/banner/banner.plugin.ts';
import { externalAddressOpener } from '../../plugins/openers/external-address/external-address.plugin.ts';
import { liveNewsOpener } from '../../plugins/openers/live-news/live-news.plugin.ts';
import { nativeVideoOpener } from '../../plugins/openers/native-video/native-video.plugin.ts';
import { defaultOpener } from '../../plugins/openers/default-rule/default-rule.plugin.ts';
import { newsDetailOpener } from '../../plugins/openers/news-detail/news-detail.plugin.ts';
import { pictureSwipeOpener } from '../../plugins/openers/picture-swipe/picture-swipe.plugin.ts';
import { videoRouteOpener } from '../../plugins/openers/video-route/video-route.plugin.ts';

const BASE = 'https://h5.mycs.cn/details?newsId=1';
const SEED = 20261122;

/** Dangerous schemes as browsers would still read them: any case, hidden characters around and inside. */
const hidden = fc.constantFrom('', ' ', '\t', '\n', '\r', '\0', '\u0001', '\u001f', '\u00a0', '\u200b', '\ufeff');
const dangerousScheme = fc
  .tuple(
    fc.constantFrom('javascript', 'data', 'vbscript', 'blob', 'file', 'about', 'chrome', 'mycs', 'intent', 'weixin'),
    fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
    fc.array(hidden, { minLength: 10, maxLength: 10 }),
    fc.array(hidden, { maxLength: 3 }),
    fc.string({ maxLength: 40 }),
  )
  .map(([scheme, upper, inside, before, rest]) => {
    const spelled = [...scheme].map((c, i) => `${upper[i] ? c.toUpperCase() : c}${inside[i] ?? ''}`).join('');
    return `${before.join('')}${spelled}:${rest}`;
  });

const anyAddress = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  dangerousScheme,
  fc.constantFrom('/details?newsId=1', '//evil.example/x', '/\\evil.example', 'https://user:pw@evil.example/', '&#106;avascript:alert(1)', '%6Aavascript:alert(1)'),
);

const protocolOf = (href: string) => new URL(href).protocol;

describe('safeNavigate: no unsafe address ever passes', () => {
  it('lets only http, https, ftp and ftps through, for arbitrary strings', () => {
    fc.assert(
      fc.property(anyAddress, (raw) => {
        const url = toNavigableUrl(raw, BASE);
        if (url) expect(NAVIGABLE_PROTOCOLS).toContain(url.protocol);
      }),
      { seed: SEED, numRuns: 3000 },
    );
  });

  it('refuses every spelling of javascript:, data: and the other schemes', () => {
    fc.assert(
      fc.property(dangerousScheme, (raw) => {
        expect(toNavigableUrl(raw, BASE)).toBeNull();
        const go = vi.fn();
        expect(safeNavigate(raw, BASE, go)).toBe(false);
        expect(go).not.toHaveBeenCalled();
      }),
      { seed: SEED, numRuns: 3000 },
    );
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '\0javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'blob:https://h5.mycs.cn/uuid',
    'file:///etc/passwd',
    '//evil.example/phish',
    '/\\evil.example/phish',
    'https://h5.mycs.cn@evil.example/',
    'https://user:pw@evil.example/',
    '',
    '   ',
  ])('refuses %j', (raw) => expect(toNavigableUrl(raw, BASE)).toBeNull());

  it.each([
    ['https://www.example.com/a?b=1#c', 'https://www.example.com/a?b=1#c'],
    ['HTTP://EXAMPLE.COM', 'http://example.com/'],
    ['ftp://files.example.com/x.pdf', 'ftp://files.example.com/x.pdf'],
    ['/details?newsId=2', 'https://h5.mycs.cn/details?newsId=2'],
  ])('lets %j through as %s', (raw, href) => expect(toNavigableUrl(raw, BASE)?.href).toBe(href));

  it('keeps in-app routes on the page origin', () => {
    fc.assert(
      fc.property(anyAddress, (raw) => {
        const path = toSafeRoute(raw, BASE);
        if (path !== null) {
          expect(path.startsWith('/')).toBe(true);
          expect(new URL(path, BASE).origin).toBe('https://h5.mycs.cn');
        }
      }),
      { seed: SEED, numRuns: 2000 },
    );
    expect(toSafeRoute('https://h5.mycs.cn/video?id=1', BASE)).toBeNull();
    expect(toSafeRoute('/video?id=1#top', BASE)).toBe('/video?id=1#top');
  });
});

describe('every open rule, executed, navigates only to safe addresses', () => {
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
  const types = [...index.openers.keys()].filter((type) => type !== '*').concat('unknown_type');

  it('holds for arbitrary item addresses, tokens and contexts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          type: fc.constantFrom(...types),
          id: fc.string({ minLength: 1, maxLength: 12 }),
          title: fc.string({ maxLength: 20 }),
          detailUrl: fc.option(anyAddress),
          externalUrl: fc.option(anyAddress),
          isExternal: fc.boolean(),
          shareTitle: fc.option(fc.string({ maxLength: 10 })),
          linkType: fc.constantFrom('1', '2'),
          linkUrl: fc.option(anyAddress),
        }),
        fc.record({
          deviceId: fc.option(fc.string({ maxLength: 8 })),
          loggedIn: fc.boolean(),
          liveToken: fc.option(anyAddress),
        }),
        async (item, context) => {
          const decision = decideOpener(index, item.type);
          if (decision.kind !== 'matched') throw new Error(`no opener for ${item.type}`);
          const visited: string[] = [];
          const nativeLinks: unknown[] = [];
          const ports: OpenPorts = {
            base: BASE,
            route: (path) => visited.push(new URL(path, BASE).href),
            assign: (href) => visited.push(href),
            reload: () => {},
            native: {
              call: async (_handler, payload) => void nativeLinks.push(payload.link, payload.url),
              isLoggedIn: async () => false,
            },
          };
          const outcome = await executeOpenAction(decision.plugin.decide(item, context), ports);
          if (outcome.status === 'awaiting-login') outcome.stop();
          for (const href of visited) expect(NAVIGABLE_PROTOCOLS).toContain(protocolOf(href));
          for (const link of nativeLinks.filter((l) => l !== undefined && l !== '')) expect(toNavigableUrl(link, BASE)).not.toBeNull();
        },
      ),
      { seed: SEED, numRuns: 1500 },
    );
  });
});

describe('/openUrl/{encoded address}', () => {
  const PAGE = 'http://127.0.0.1:5173/openUrl/x';

  it('reads back what openUrlRoute wrote, for any web address and title', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string({ maxLength: 30 }), fc.boolean(), (address, title, fromSearch) => {
        const route = openUrlRoute(address, title, fromSearch);
        const [pathname = '', search = ''] = route.split('?');
        const parsed = parseOpenUrl(pathname, search ? `?${search}` : '', PAGE);
        expect(parsed.asked).toBe(address);
        expect(parsed.fromSearch).toBe(fromSearch);
        if (parsed.target) expect(parsed.target.href).toBe(new URL(address).href);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it('refuses unsafe and malformed addresses', () => {
    for (const address of ['javascript:alert(1)', 'data:text/html,hi', '', '%E0%A4%A']) {
      expect(parseOpenUrl(`/openUrl/${encodeURIComponent(address)}`, '', PAGE).target).toBeNull();
    }
    expect(parseOpenUrl('/openUrl/%E0%A4%A', '', PAGE)).toMatchObject({ target: null, asked: '%E0%A4%A' });
  });

  describe('what it shows (howToShow)', () => {
    const target = (address: string) => parseOpenUrl(`/openUrl/${encodeURIComponent(address)}`, '', PAGE).target;
    const plain = 'http://127.0.0.1:5173';
    const secure = 'https://m.example.cn';
    it.each([
      ['https://www.example.com/a', plain, 'frame'],
      ['https://www.example.com/a', secure, 'frame'],
      ['http://www.example.com/a', plain, 'frame'],
      ['http://www.example.com/a', secure, 'insecure'],
      [`${plain}/content/live/1.html`, plain, 'frame'],
      ['ftp://files.example.com/a.pdf', plain, 'file-server'],
      ['ftps://files.example.com/a.pdf', secure, 'file-server'],
    ])('%s on a page of %s: %s', (address, origin, kind) => {
      expect(howToShow(target(address), origin)).toEqual({ kind, target: new URL(address) });
    });
    it('refuses what the guard refused', () => {
      expect(howToShow(target('javascript:alert(1)'), plain)).toEqual({ kind: 'refused' });
    });
  });

  it('takes the title and search=1 from the query', () => {
    const parsed = parseOpenUrl(`/openUrl/${encodeURIComponent('https://www.example.com/a?b=1')}`, '?title=%E6%94%BF%E5%8A%A1&search=1', PAGE);
    expect(parsed).toMatchObject({ title: '政务', fromSearch: true });
    expect(parsed.target?.href).toBe('https://www.example.com/a?b=1');
    expect(parseOpenUrl('/openUrl/https%3A%2F%2Fa.example', '?search=0', PAGE).fromSearch).toBe(false);
  });

  it('strips special characters from the title it writes', () => {
    expect(openUrlRoute('https://a.example/', '长沙·今日【头条】!')).toBe(`/openUrl/${encodeURIComponent('https://a.example/')}?title=${encodeURIComponent('长沙今日头条')}`);
    expect(openUrlRoute('https://a.example/', '')).toBe(`/openUrl/${encodeURIComponent('https://a.example/')}`);
  });

  it('never gives a frame of the page origin both scripts and same-origin', () => {
    const origin = 'http://127.0.0.1:5173';
    expect(openUrlSandbox(new URL('/content/live/1.html', origin), origin)).not.toContain('allow-same-origin');
    expect(openUrlSandbox(new URL('/content/live/1.html', origin), origin)).toContain('allow-scripts');
    expect(openUrlSandbox(new URL('https://www.example.com/'), origin)).toContain('allow-same-origin');
  });
});
