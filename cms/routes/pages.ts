import type { FastifyInstance, FastifyReply } from 'fastify';
import { CONTENT_SECURITY_POLICY } from '../../server/config.ts';
import { withInlineStyles } from '../../server/home-head.ts';
import type { Db } from '../db/database.ts';

/** Articles whose body carries hostile markup on purpose: the client must sanitise it. */
export const HOSTILE_BODY_IDS: ReadonlySet<number> = new Set([100010]);

const PARAGRAPHS = [
  '记者从相关部门获悉，这项工作自今年初启动以来，各项任务有序推进，群众满意度持续提升。',
  '“以前办事要跑好几趟，现在在手机上就能办好。”家住芙蓉区的市民李女士说。',
  '下一步，长沙将继续聚焦群众急难愁盼问题，把好事办实、把实事办好，让城市更有温度。',
  '据介绍，相关配套设施将在年底前全部完成，届时将惠及周边近十万居民。',
];

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The stand-in pages' styles, inline (allowed by their hash): with a stylesheet link, the framed
 * third-party page was at times laid out before its styles came, and its text jumped inside the frame
 * (0.026 of Lighthouse's layout shift on the framed article, which counts frames' shifts).
 */
const PAGE_STYLE = 'body{font:16px/1.7 -apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;margin:0;padding:16px;color:#222}img{max-width:100%;height:auto}h1{font-size:20px}';
const PAGE_POLICY = withInlineStyles(CONTENT_SECURITY_POLICY, [PAGE_STYLE]);

const page = (title: string, body: string, script = '') => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head>
<body>${body}${script ? `<script src="${script}"></script>` : ''}</body></html>`;

/** A stand-in page, with the policy that allows its inline styles. */
const sendPage = (reply: FastifyReply, html: string) => reply.type('text/html; charset=utf-8').header('content-security-policy', PAGE_POLICY).send(html);

/** The community pages the local CMS stands in for (core/domain/open/community.ts COMMUNITY_PAGES). */
const COMMUNITY_PAGE_NAMES = ['dynamicDetails', 'topicDetails', 'groupDetails', 'userHome'];

/** The article body fragment the detail page fetches from contentUrl (sanitised by the client). */
export function articleBody(id: number, title: string): string {
  const img = (n: number) => `<p><img src="/media/img/body-${id}-${n}.svg" alt="${escapeHtml(title)} 配图${n}" width="640" height="360"></p>`;
  const parts = [
    `<p>${escapeHtml(PARAGRAPHS[id % 4] as string)}</p>`,
    img(1),
    `<p>${escapeHtml(PARAGRAPHS[(id + 1) % 4] as string)}</p>`,
    `<p><a href="/details?newsId=${id + 1}"><img src="/media/img/body-${id}-link.svg" alt="相关阅读" width="640" height="360"></a></p>`,
    `<p>${escapeHtml(PARAGRAPHS[(id + 2) % 4] as string)}</p>`,
    img(2),
  ];
  if (HOSTILE_BODY_IDS.has(id)) {
    parts.push(
      '<script>window.__hostileRan = true</script>',
      '<p><img src="/media/does-not-exist.png" onerror="window.__hostileRan = true" alt="x"></p>',
      '<p><a href="javascript:window.__hostileRan = true">点击查看</a> <a href="data:text/html,<script>alert(1)</script>">data</a></p>',
      '<iframe src="javascript:alert(1)"></iframe><p style="background:url(javascript:alert(1))" onclick="window.__hostileRan = true">正文结束</p>',
    );
  }
  return parts.join('\n');
}

export function pageRoutes(app: FastifyInstance, db: Db): void {
  const titleOf = db.prepare('SELECT title FROM contents WHERE id = ?');

  app.get<{ Params: { file: string } }>('/content/news/:file', async (request, reply) => {
    const match = /^(\d{1,10})\.html$/.exec(request.params.file);
    const row = match ? (titleOf.get(Number(match[1])) as { title: string } | undefined) : undefined;
    if (!match || !row) return reply.code(404).type('text/plain').send('not found');
    return reply.type('text/html; charset=utf-8').send(articleBody(Number(match[1]), row.title));
  });

  /** A third-party page: it reports its height to its parent and can ask for the gallery. */
  app.get('/content/third-party/page.html', async (_request, reply) =>
    sendPage(
      reply,
      page(
        '第三方内容',
        `<h1>新湖南客户端稿件</h1>${PARAGRAPHS.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}
<p><img class="zoomable" src="/media/img/tp-1.svg" width="640" height="360" alt="图1"></p>
<p><img class="zoomable" src="/media/img/tp-2.svg" width="640" height="360" alt="图2"></p>`,
        '/content/third-party/page.js',
      ),
    ),
  );
  app.get('/content/third-party/page.js', async (_request, reply) =>
    reply.type('text/javascript').send(`(function () {
  function report() { parent.postMessage({ type: 'contentHeight', contentHeight: document.documentElement.scrollHeight }, '*'); }
  window.addEventListener('load', report);
  new ResizeObserver(report).observe(document.body);
  var images = Array.prototype.slice.call(document.querySelectorAll('img.zoomable'));
  images.forEach(function (img, index) {
    img.addEventListener('click', function () {
      parent.postMessage({ type: 'openGallery', images: images.map(function (i) { return i.src; }), index: index }, '*');
    });
  });
})();`),
  );

  /** Stand-ins for the community's pages (spec 2 §2, Dynamic card), which live on another host in production. */
  app.get<{ Params: { page: string }; Querystring: { id?: string } }>('/content/community/:page', async (request, reply) => {
    const { page: name } = request.params;
    const id = String(request.query.id ?? '');
    if (!COMMUNITY_PAGE_NAMES.includes(name) || !/^[\w-]{1,40}$/.test(id)) return reply.code(404).type('text/plain').send('not found');
    const title = `${name} ${id}`;
    return sendPage(reply, page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(PARAGRAPHS[0] as string)}</p>`));
  });

  /** Live, channel, advert, service and activity pages named by external addresses of the seed. */
  app.get<{ Params: { kind: string; file: string } }>('/content/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    if (!/^[a-z0-9-]{2,20}$/.test(kind) || !/^[\w-]{1,40}\.html$/.test(file)) return reply.code(404).type('text/plain').send('not found');
    const title = `${kind} ${file.replace('.html', '')}`;
    return sendPage(reply, page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(PARAGRAPHS[0] as string)}</p>`));
  });
}
