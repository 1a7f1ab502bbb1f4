import { describe, expect, it } from 'vitest';
import { parseOpenUrl } from '../../core/domain/open/open-url.ts';
import type { ContentItem } from '../../schemas/generated/types.ts';
import { decideFiveG } from '../../plugins/openers/community/community.plugin.ts';

const PAGE = 'http://127.0.0.1:5173/search?text=%E9%95%BF%E6%B2%99';
const fiveG = (fields: Record<string, unknown>) => ({ id: '100150', type: '5g_channel', title: '5G直播：橘子洲焰火', ...fields }) as ContentItem;

describe('a 5G channel item found by search (spec 2 §3, spec 1 §2 search=1)', () => {
  it.each([
    [{ link: 'https://5g.example.com/live/150' }, 'https://5g.example.com/live/150'],
    [{ externalUrl: 'http://5g.example.com/live/151' }, 'http://5g.example.com/live/151'],
    [{ link: 'https://5g.example.com/a', externalUrl: 'https://other.example.com/b' }, 'https://5g.example.com/a'],
  ])('%j opens %s inside the product, in /openUrl with its title and search=1', (fields, address) => {
    const action = decideFiveG(fiveG(fields));
    if (action.kind !== 'route') throw new Error(`expected a route, got ${action.kind}`);
    const [pathname = '', search = ''] = action.path.split('?');
    expect(parseOpenUrl(pathname, `?${search}`, PAGE)).toMatchObject({ asked: address, title: '5G直播橘子洲焰火', fromSearch: true });
  });

  it('keeps a path of our own origin a route, and says when there is no link', () => {
    expect(decideFiveG(fiveG({ link: '/content/live/3.html' }))).toEqual({ kind: 'route', path: '/content/live/3.html' });
    expect(decideFiveG(fiveG({})).kind).toBe('none');
  });
});
