import { describe, expect, it } from 'vitest';
import { parseOpenUrl } from '../../core/domain/open/open-url.ts';
import { decideOpener } from '../../core/engine/registry/dispatch.ts';
import { createRegistry } from '../../core/engine/registry/registry.ts';
import type { OpenAction } from '../../core/engine/registry/types.ts';
import { isValidBannerLink, SUB_APP_HOST } from '../../plugins/openers/banner/banner-targets.ts';
import * as banner from '../../plugins/openers/banner/banner.plugin.ts';

const { index } = createRegistry().register(...Object.values(banner));
const context = { deviceId: null, loggedIn: false, liveToken: null };

function open(item: Record<string, unknown>): OpenAction {
  const type = String(item.type);
  const decision = decideOpener(index, type);
  if (decision.kind !== 'matched') throw new Error(`no banner opener for ${type}`);
  return decision.plugin.decide({ id: '301', title: '长沙·两会【直播】', ...item, type }, context);
}

/** The sub-app address a banner route shows inside /openUrl. */
function framed(action: OpenAction): { address: string; title: string } {
  if (action.kind !== 'route') throw new Error(`expected a route, got ${action.kind}`);
  const [pathname = '', search = ''] = action.path.split('?');
  const request = parseOpenUrl(pathname, search, 'http://127.0.0.1:5173/');
  return { address: request.target?.href ?? '(refused)', title: request.title };
}

describe('banner routing by numeric type (spec 1 §2)', () => {
  it.each([
    [12, `${SUB_APP_HOST}/live/liveDetail?id=301`],
    [1, `${SUB_APP_HOST}/news/newsDetail?newsId=301`],
    [10, `${SUB_APP_HOST}/news/newsDetail?newsId=301`],
    [3, `${SUB_APP_HOST}/news/imgList?newsId=301`],
    [4, `${SUB_APP_HOST}/special/specialDetail?id=301`],
    [5, `${SUB_APP_HOST}/special/specialDetail?id=301`],
    [6, `${SUB_APP_HOST}/special/specialDetail?id=301`],
    [8, `${SUB_APP_HOST}/radio/radioDetail?id=301`],
  ])('type %i opens %s of the sub-app inside /openUrl', (type, address) => {
    expect(framed(open({ type }))).toEqual({ address, title: '长沙两会直播' });
    expect(framed(open({ type: String(type) })).address).toBe(address);
  });

  it('type 2 opens the sub-app video detail with newsId and title', () => {
    const { address } = framed(open({ type: 2, title: '湘江 夜景' }));
    const url = new URL(address);
    expect(`${url.origin}${url.pathname}`).toBe(`${SUB_APP_HOST}/video/newsVideoDetail/`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ newsId: '301', title: '湘江 夜景' });
  });

  it('type 2 strips the title of special and punctuation characters before it goes into the route (spec 1 §5)', () => {
    const { address } = framed(open({ type: 2, title: '橘子洲·焰火！' }));
    expect(new URL(address).searchParams.get('title')).toBe('橘子洲焰火');
  });

  it.each([0, 7, 9, 11, 13])('has no banner row for type %i', (type) => {
    expect(decideOpener(index, String(type)).kind).toBe('unsupported');
  });
});

describe("banner option '2': a custom link, only a valid http, https or ftp address", () => {
  it.each(['https://www.example.com/a?b=1', 'http://example.com', 'ftp://files.example.com/x.pdf', 'HTTPS://EXAMPLE.COM/'])('opens %s inside the product, in /openUrl with the title', (linkUrl) => {
    expect(framed(open({ type: 1, linkType: '2', linkUrl }))).toEqual({ address: new URL(linkUrl).href, title: '长沙两会直播' });
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftps://files.example.com/x',
    'mailto:a@example.com',
    '//example.com/x',
    '/details?newsId=1',
    'www.example.com',
    'https://',
    'http:/example.com',
    '',
    null,
  ])('refuses %j', (linkUrl) => {
    expect(open({ type: 1, linkType: '2', linkUrl }).kind).toBe('none');
    expect(isValidBannerLink(linkUrl)).toBe(false);
  });

  it("uses the type's own target for any other option", () => {
    expect(framed(open({ type: 8, linkType: '1', linkUrl: 'https://www.example.com' })).address).toBe(`${SUB_APP_HOST}/radio/radioDetail?id=301`);
    expect(framed(open({ type: 8, linkUrl: 'https://www.example.com' })).address).toBe(`${SUB_APP_HOST}/radio/radioDetail?id=301`);
  });

  it("reads the option as text, so a numeric 2 from the CMS is option '2' too", () => {
    expect(framed(open({ type: 8, linkType: 2, linkUrl: 'https://www.example.com/' })).address).toBe('https://www.example.com/');
  });
});
