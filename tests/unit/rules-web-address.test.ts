import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { WEB_ADDRESS_SCHEMES, isSafeNavigableUrl, isWebAddress } from '../../core/domain/rules/web-address.ts';

const BASE = 'https://reader.example.com/details?newsId=1';
const webUrls = fc.webUrl({ validSchemes: [...WEB_ADDRESS_SCHEMES], withQueryParameters: true, withFragments: true });
/** Characters browsers drop or ignore around and inside a scheme. */
const hidden = fc.constantFrom(' ', '\t', '\n', '\r', '\0', '\u0001', '\u001f', '\u007f', '\u00a0', '\u200b', '\u2028', '\ufeff', '\u3000');

describe('web address check (spec 1 §5)', () => {
  it.each([
    ['http://a.cn', true],
    ['https://www.changsha.gov.cn/path?q=1#x', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['ftp://files.example.com/a.zip', true],
    ['ftps://files.example.com/', true],
    ['https://', false],
    ['https:/example.com', false],
    ['httpx://example.com', false],
    ['www.example.com', false],
    ['mailto:a@b.cn', false],
    [' https://example.com', false],
    ['https://exa mple.com', false],
    ['', false],
    [null, false],
  ])('%j → %s', (value, expected) => expect(isWebAddress(value)).toBe(expected));

  it('accepts every generated http(s)/ftp(s) URL', () => {
    fc.assert(
      fc.property(webUrls, (url) => {
        expect(isWebAddress(url)).toBe(true);
      }),
    );
  });
});

describe('safe navigable URL (open rules)', () => {
  it.each([
    'https://example.com',
    'http://example.com:8080/a/b?c=d#e',
    'ftp://files.example.com/x',
    'ftps://files.example.com/x',
    '/details?newsId=1',
    '/',
    '/search?text=%E9%95%BF%E6%B2%99',
    '/openUrl/https%3A%2F%2Fexample.com',
  ])('allows %j', (value) => expect(isSafeNavigableUrl(value)).toBe(true));

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['java\rscript:alert(1)'],
    ['\u200bjavascript:alert(1)'],
    ['%6Aavascript:alert(1)'],
    ['&#106;avascript:alert(1)'],
    ['javascript://%0aalert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['DATA:text/html;base64,PHNjcmlwdD4='],
    ['vbscript:msgbox(1)'],
    ['blob:https://example.com/uuid'],
    ['file:///etc/passwd'],
    ['//evil.example.com/path'],
    ['/\\evil.example.com'],
    ['\\\\evil.example.com'],
    ['/ /evil.example.com'],
    ['https://trusted.example.com@evil.example.com/'],
    ['https://user:pass@example.com/'],
    ['https:evil.example.com'],
    ['https://'],
    ['mailto:a@b.cn'],
    ['tel:12345'],
    ['details?newsId=1'],
    ['?newsId=1'],
    ['#top'],
    [''],
    [null],
    [undefined],
  ])('refuses %j', (value) => expect(isSafeNavigableUrl(value)).toBe(false));

  it('allows every generated http(s)/ftp(s) URL without user info', () => {
    fc.assert(
      fc.property(webUrls, (url) => {
        expect(isSafeNavigableUrl(url)).toBe(true);
      }),
    );
  });

  it('allows same-origin paths starting with one slash', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9._~%-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
        expect(isSafeNavigableUrl(`/${segments.join('/')}`)).toBe(true);
      }),
    );
  });

  it('refuses dangerous schemes in any letter case, with hidden characters around or inside', () => {
    const scheme = fc
      .tuple(fc.constantFrom('javascript', 'data', 'vbscript', 'blob', 'file'), fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }))
      .map(([name, upper]) => [...name].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));
    const obfuscated = fc
      .tuple(fc.array(hidden, { maxLength: 3 }), scheme, fc.nat(), fc.array(hidden, { maxLength: 2 }), fc.string())
      .map(([lead, name, at, inside, payload]) => {
        const cut = at % (name.length + 1);
        return `${lead.join('')}${name.slice(0, cut)}${inside.join('')}${name.slice(cut)}:${payload}`;
      });
    fc.assert(
      fc.property(obfuscated, (value) => {
        expect(isSafeNavigableUrl(value)).toBe(false);
      }),
    );
  });

  it('refuses any otherwise-safe URL once a hidden or whitespace character is slipped in', () => {
    const url = fc.oneof(webUrls, fc.constant('/details?newsId=1'));
    fc.assert(
      fc.property(url, hidden, fc.nat(), (safe, char, at) => {
        const i = at % (safe.length + 1);
        expect(isSafeNavigableUrl(safe.slice(0, i) + char + safe.slice(i))).toBe(false);
      }),
    );
  });

  it('only ever lets through what a browser resolves to http(s)/ftp(s) or to this origin', () => {
    const candidates = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), webUrls, webUrls.map((u) => u.replace(/^\w+:/, '')));
    fc.assert(
      fc.property(candidates, (value) => {
        if (!isSafeNavigableUrl(value)) return;
        const resolved = new URL(value, BASE);
        expect(['http:', 'https:', 'ftp:', 'ftps:']).toContain(resolved.protocol);
        if (value.startsWith('/')) expect(resolved.origin).toBe(new URL(BASE).origin);
        else expect(isWebAddress(value)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
