import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../../core/engine/sanitize/sanitize-html.ts';

declare global {
  interface Window {
    xssFired?: number;
  }
}

/**
 * Payloads in the spirit of DOMPurify's own fixtures and the OWASP evasion sheet (protocols.md §5.7),
 * written here, each trying to run `window.xssFired++`.
 */
const PAYLOADS = [
  '<script>window.xssFired++</script>',
  '<img src=x onerror="window.xssFired++">',
  '<img src="x" alt="a>b" onerror="window.xssFired++">',
  '<svg onload="window.xssFired++"><circle r="1"/></svg>',
  '<svg><script>window.xssFired++</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.xssFired++">',
  '<body onload="window.xssFired++">',
  '<iframe src="javascript:window.xssFired++"></iframe>',
  '<iframe srcdoc="<script>parent.xssFired++</script>"></iframe>',
  '<object data="javascript:window.xssFired++"></object>',
  '<embed src="javascript:window.xssFired++">',
  '<a href="javascript:window.xssFired++">click</a>',
  '<a href=" javascript:window.xssFired++">click</a>',
  '<a href="jav&#x09;ascript:window.xssFired++">click</a>',
  '<a href="&#106;avascript:window.xssFired++">click</a>',
  '<a href="data:text/html,<script>window.xssFired++</script>">data</a>',
  '<form action="javascript:window.xssFired++"><button>go</button></form>',
  '<details open ontoggle="window.xssFired++">x</details>',
  '<video><source onerror="window.xssFired++"></video>',
  '<input autofocus onfocus="window.xssFired++">',
  '<p style="background:url(javascript:window.xssFired++)">styled</p>',
  '<noscript><p title="</noscript><img src=x onerror=window.xssFired++>">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.xssFired++">',
  '<base href="javascript:/">',
  '<template><img src=x onerror="window.xssFired++"></template>',
  '<img src="data:image/svg+xml,<svg onload=window.xssFired++>">',
  '<a id="location" name="cookie">clobber</a>',
] as const;

/** Long enough for a broken picture's error (what most payloads wait for) to have fired. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

let host: HTMLDivElement | null = null;
afterEach(() => {
  host?.remove();
  host = null;
  delete window.xssFired;
});

function show(html: string): HTMLDivElement {
  host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

describe('article bodies are sanitized before they are shown (DESIGN.md; protocols.md §5.2)', () => {
  it('runs nothing: every payload, shown after sanitizing, leaves the detector untouched', async () => {
    window.xssFired = 0;
    const body = show(PAYLOADS.map((payload) => sanitizeArticleHtml(payload)).join('\n'));
    body.querySelectorAll('a').forEach((a) => a.click());
    await settle();
    expect(window.xssFired).toBe(0);
  });

  it('negative control: the same detector fires on a raw payload', async () => {
    window.xssFired = 0;
    show(PAYLOADS[1]);
    await expect.poll(() => window.xssFired, { timeout: 8000 }).toBeGreaterThan(0);
  });

  it.each(PAYLOADS)('leaves no script, handler, frame, form, style or unsafe address in %s', (payload) => {
    const clean = sanitizeArticleHtml(payload);
    const body = show(clean);
    expect(body.querySelectorAll('script, iframe, frame, object, embed, form, input, button, style, meta, base, svg, math, template').length).toBe(0);
    for (const element of body.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(attribute.name).not.toBe('style');
        expect(attribute.name).not.toBe('srcdoc');
        if (['href', 'src', 'action', 'poster'].includes(attribute.name)) expect(attribute.value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
      }
    }
  });

  it('keeps what an article needs: paragraphs, headings, pictures, links (relative ones too) and lists', () => {
    const body = show(
      sanitizeArticleHtml(
        '<h2>小标题</h2><p>正文<strong>加粗</strong></p><p><img src="/media/img/a.svg" alt="配图" width="640" height="360"></p>' +
          '<p><a href="/details?newsId=2"><img src="/media/img/b.svg" alt="相关阅读"></a> <a href="https://example.org/x" target="_blank">外链</a></p><ul><li>一</li></ul>',
      ),
    );
    expect(body.querySelector('h2')?.textContent).toBe('小标题');
    expect(body.querySelector('strong')?.textContent).toBe('加粗');
    expect(body.querySelector('img')?.getAttribute('src')).toBe('/media/img/a.svg');
    expect(body.querySelector('img')?.getAttribute('width')).toBe('640');
    const [inner, outer] = body.querySelectorAll('a');
    expect(inner?.getAttribute('href')).toBe('/details?newsId=2');
    expect(inner?.querySelector('img')?.getAttribute('alt')).toBe('相关阅读');
    expect(outer?.getAttribute('href')).toBe('https://example.org/x');
    expect(outer?.getAttribute('target')).toBeNull();
    expect(outer?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(body.querySelector('li')?.textContent).toBe('一');
  });

  it('drops data: and other non-web sources from pictures and media', () => {
    const body = show(sanitizeArticleHtml('<img src="data:image/png;base64,iVBORw0KGgo=" alt="a"><video src="blob:x" poster="javascript:1" controls></video>'));
    expect(body.querySelector('img')?.hasAttribute('src')).toBe(false);
    expect(body.querySelector('video')?.hasAttribute('src')).toBe(false);
    expect(body.querySelector('video')?.hasAttribute('poster')).toBe(false);
  });

  it('keeps ids and names from clobbering the page globals', () => {
    show(sanitizeArticleHtml('<a id="location">x</a><img name="cookie" src="/a.svg">'));
    expect(typeof document.cookie).toBe('string');
    expect(document.getElementById('location')).toBeNull();
  });

  it('is idempotent: sanitizing twice gives the same markup', () => {
    for (const payload of PAYLOADS) {
      const once = sanitizeArticleHtml(payload);
      expect(sanitizeArticleHtml(once)).toBe(once);
    }
  });
});
