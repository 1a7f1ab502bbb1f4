import { describe, expect, it } from 'vitest';
import { checkFrameMessage, MAX_FRAME_GALLERY_IMAGES, MAX_FRAME_HEIGHT_PX } from '../../core/engine/sanitize/frame-messages.ts';
import { dropInlineHandlersAndStyles } from '../../core/engine/sanitize/pre-strip.ts';
import { allowedBodyUrl } from '../../core/engine/sanitize/url-policy.ts';
import { expectedMessageOrigin, frameAddress, frameSandbox, FRAME_SANDBOX } from '../../core/domain/detail/frame-address.ts';

const FRAME = 'https://partner.example/page.html';

describe('messages of the third-party frame (spec 2 §2; protocols.md §5.6)', () => {
  it('takes a height report, rounded up and clamped', () => {
    expect(checkFrameMessage({ type: 'contentHeight', contentHeight: 1234.2 }, FRAME)).toEqual({ ok: true, message: { type: 'contentHeight', contentHeight: 1235 } });
    expect(checkFrameMessage({ type: 'contentHeight', contentHeight: 0 }, FRAME)).toMatchObject({ ok: true });
    expect(checkFrameMessage({ type: 'contentHeight', contentHeight: 1e9 }, FRAME)).toEqual({ ok: true, message: { type: 'contentHeight', contentHeight: MAX_FRAME_HEIGHT_PX } });
  });

  it.each([
    [{ type: 'contentHeight', contentHeight: -1 }],
    [{ type: 'contentHeight', contentHeight: Number.NaN }],
    [{ type: 'contentHeight', contentHeight: Number.POSITIVE_INFINITY }],
    [{ type: 'contentHeight', contentHeight: '800' }],
    [{ type: 'contentHeight' }],
    [{ type: 'mycs:contentHeight', contentHeight: 800 }],
    [{ type: 'ContentHeight', contentHeight: 800 }],
    ['{"type":"contentHeight","contentHeight":800}'],
    [[{ type: 'contentHeight', contentHeight: 800 }]],
    [null],
    [800],
  ])('drops %j', (data) => expect(checkFrameMessage(data, FRAME).ok).toBe(false));

  it('takes a gallery request with web images, resolving them on the frame address', () => {
    expect(checkFrameMessage({ type: 'openGallery', images: ['/a.svg', 'https://cdn.example/b.jpg'], index: 1 }, FRAME)).toEqual({
      ok: true,
      message: { type: 'openGallery', images: ['https://partner.example/a.svg', 'https://cdn.example/b.jpg'], index: 1 },
    });
  });

  it.each([
    [{ type: 'openGallery', images: ['javascript:alert(1)'], index: 0 }],
    [{ type: 'openGallery', images: ['data:image/svg+xml,<svg onload=alert(1)>'], index: 0 }],
    [{ type: 'openGallery', images: ['https://a.example/1.png', 7], index: 0 }],
    [{ type: 'openGallery', images: [], index: 0 }],
    [{ type: 'openGallery', images: ['https://a.example/1.png'], index: 1 }],
    [{ type: 'openGallery', images: ['https://a.example/1.png'], index: -1 }],
    [{ type: 'openGallery', images: ['https://a.example/1.png'], index: 0.5 }],
    [{ type: 'openGallery', images: 'https://a.example/1.png', index: 0 }],
    [{ type: 'openGallery', images: Array.from({ length: MAX_FRAME_GALLERY_IMAGES + 1 }, (_, i) => `https://a.example/${i}.png`), index: 0 }],
  ])('drops the gallery request %j', (data) => expect(checkFrameMessage(data, FRAME).ok).toBe(false));
});

describe('the frame itself (spec 2 §2: sandboxed; test flag outside production)', () => {
  const page = 'https://h5.mycs.cn/details?newsId=1';

  it('appends the test-environment flag outside production only', () => {
    expect(frameAddress(FRAME, page, 'h5.mycs.cn')?.href).toBe(FRAME);
    expect(frameAddress(FRAME, page, 'test-h5.mycs.cn')?.href).toBe(`${FRAME}?env=test`);
    expect(frameAddress('/content/third-party/page.html?id=7', 'http://127.0.0.1:5211/details', '127.0.0.1')?.href).toBe(
      'http://127.0.0.1:5211/content/third-party/page.html?id=7&env=test',
    );
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'blob:https://x/1', '', null])('refuses the frame address %j', (raw) => {
    expect(frameAddress(raw, page, 'h5.mycs.cn')).toBeNull();
  });

  it('sandboxes with forms, scripts and same origin; a frame of our own origin does not get same origin', () => {
    expect(frameSandbox(new URL(FRAME), 'https://h5.mycs.cn')).toBe('allow-forms allow-scripts allow-same-origin');
    expect(FRAME_SANDBOX).toBe('allow-forms allow-scripts allow-same-origin');
    const own = new URL('https://h5.mycs.cn/content/x.html');
    expect(frameSandbox(own, 'https://h5.mycs.cn')).toBe('allow-forms allow-scripts');
    expect(expectedMessageOrigin(own, frameSandbox(own, 'https://h5.mycs.cn'))).toBe('null');
    expect(expectedMessageOrigin(new URL(FRAME), FRAME_SANDBOX)).toBe('https://partner.example');
  });
});

describe('addresses a body may keep (protocols.md §5.5: parsed, never prefix-checked)', () => {
  const base = 'https://h5.mycs.cn/details?newsId=1';
  it.each([
    ['/details?newsId=2', 'link', 'https://h5.mycs.cn/details?newsId=2'],
    ['mailto:news@mycs.local', 'link', 'mailto:news@mycs.local'],
    ['tel:0731-88880000', 'link', 'tel:0731-88880000'],
    ['https://cdn.example/a.png', 'media', 'https://cdn.example/a.png'],
  ] as const)('keeps %j as a %s', (raw, kind, href) => expect(allowedBodyUrl(raw, base, kind)).toBe(href));

  it.each([
    ['javascript:alert(1)', 'link'],
    [' javascript:alert(1)', 'link'],
    ['java\tscript:alert(1)', 'link'],
    ['JaVaScRiPt:alert(1)', 'link'],
    ['\u0000javascript:alert(1)', 'link'],
    ['data:text/html,<script>alert(1)</script>', 'link'],
    ['data:image/png;base64,AAAA', 'media'],
    ['mailto:a@b.c', 'media'],
    ['vbscript:msgbox(1)', 'link'],
    ['https://user:pass@evil.example/', 'link'],
    ['mycs://open', 'link'],
  ] as const)('refuses %j as a %s', (raw, kind) => expect(allowedBodyUrl(raw, base, kind)).toBeNull());
});

describe('the quiet pass before sanitizing (no CSP reports while parsing)', () => {
  it.each([
    ['<p onclick="x()" class="a">t</p>', '<p  class="a">t</p>'],
    ['<img src="a.png" alt="1>2" onerror=alert(1)>', '<img src="a.png" alt="1>2" >'],
    ["<p style='color:red'>x</p>", '<p >x</p>'],
    ['<img alt="x"onerror="y"src=z>', '<img alt="x"src=z>'],
    ['<a href="/x" ONCLICK = "q">l</a>', '<a href="/x" >l</a>'],
    ['<input disabled onfocus>', '<input disabled >'],
  ])('drops handlers and styles from %j', (dirty, quiet) => expect(dropInlineHandlersAndStyles(dirty)).toBe(quiet));

  it('leaves text and other attributes as they are', () => {
    const text = '<p title="onclick=1">style=bold; a < b and c > d</p><br/>';
    expect(dropInlineHandlersAndStyles(text)).toBe(text);
  });
});
