import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { requireEditor, requireUser } from '../auth.ts';
import type { Db } from '../db/database.ts';
import { fail, ok } from '../../server/envelope.ts';
import { objectSchema } from './params.ts';
import { cityNamed } from '../../cities/by-name.ts';

/** The WeChat account the local CMS signs for (a real deployment keeps its ticket in its config). */
export const WECHAT_TEST_APP_ID = cityNamed().weChatAppId;
export const WECHAT_TEST_TICKET = process.env.WECHAT_TEST_TICKET ?? 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';
export const LOGIN_FAILED = 4011;
/** Tracking uploads larger than this are refused (the client batches every 1500 ms). */
export const MAX_TRACKING_EVENTS = 500;

/** WeChat JS-SDK signature: sha1 over the four fields in this order, as the JS-SDK documents. */
export function wechatSignature(ticket: string, nonceStr: string, timestamp: number | string, url: string): string {
  return createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`).digest('hex');
}

/** The login answer (spec 1 §7) for the session found by `column` (s.session or u.id). */
export function loginAnswer(db: Db, column: 's.session' | 'u.id', value: string | number) {
  const row = db
    .prepare(`SELECT s.token, s.gdy_token, u.id, u.nickname, u.head, u.cert_mark, u.role FROM sessions s JOIN users u ON u.id = s.user_id WHERE ${column} = ? LIMIT 1`)
    .get(value) as { token: string; gdy_token: string; id: number; nickname: string; head: string; cert_mark: string | null; role: string } | undefined;
  if (!row) return fail(LOGIN_FAILED, '登录失败');
  return ok({
    token: row.token,
    mycsUserId: String(row.id),
    gdyToken: row.gdy_token,
    loginSysUserVo: { id: row.id, nickname: row.nickname, head: row.head, certMark: row.cert_mark, role: row.role },
  });
}

export function platformRoutes(app: FastifyInstance, db: Db): void {
  app.post<{ Body: { token: string } }>(
    cityNamed().tokenLoginPath,
    { schema: { body: objectSchema({ token: { type: 'string', minLength: 1, maxLength: 200 } }, ['token']) } },
    async (request) => {
      return loginAnswer(db, 's.session', request.body.token);
    },
  );

  /**
   * The newest tracking uploads (chosen here, not a call of the spec): for editors checking what the
   * reader pages report, e.g. that a reading report survives the tab being closed. Editors only.
   */
  app.get<{ Querystring: { limit?: number } }>(
    '/api/cms/client/tracking/recent',
    { schema: { querystring: objectSchema({ limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 } }) } },
    async (request, reply) => {
      if (!requireEditor(db, request, reply, 'the tracking uploads')) return reply;
      const rows = db.prepare('SELECT received, payload FROM tracking ORDER BY id DESC LIMIT ?').all(request.query.limit ?? 20) as { received: number; payload: string }[];
      return ok(rows.map((row) => ({ received: row.received, ...(JSON.parse(row.payload) as object) })));
    },
  );

  app.post<{ Body: { header?: object; user?: object; events: unknown[]; ids?: object } }>(
    '/api/cms/client/tracking/upload',
    { schema: { body: objectSchema({ header: { type: 'object' }, user: { type: 'object' }, ids: { type: 'object' }, events: { type: 'array', maxItems: MAX_TRACKING_EVENTS, items: { type: 'object' } } }, ['events']) } },
    async (request) => {
      db.prepare('INSERT INTO tracking (received, payload) VALUES (?, ?)').run(Date.now(), JSON.stringify(request.body));
      return ok({ accepted: request.body.events.length });
    },
  );

  /**
   * A DataRangers-compatible collector (protocols.md §3): the web SDK of a page served locally is
   * pointed here with channel_domain, so analytics work without the internet and under the CSP.
   */
  app.post('/collector/webid', async (request) => {
    const body = (request.body ?? {}) as { app_id?: unknown };
    return { e: 0, web_id: `local-${createHash('sha1').update(String(body.app_id ?? '') + String(request.headers['user-agent'] ?? '')).digest('hex').slice(0, 16)}` };
  });
  app.post('/collector/list', async (request) => {
    if (!Array.isArray(request.body)) return { e: -1, message: 'body must be a JSON array' };
    db.prepare('INSERT INTO tracking (received, payload) VALUES (?, ?)').run(Date.now(), JSON.stringify({ collector: request.body }));
    return { e: 0 };
  });

  /** Points task report: awarded at most once per reader, task and day (path not in the spec). */
  app.post<{ Body: { integralType: string; today?: string } }>(
    '/api/cms/client/points/report',
    { schema: { body: objectSchema({ integralType: { type: 'string', pattern: '^[a-z_]{3,60}$' }, today: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } }, ['integralType']) } },
    async (request, reply) => {
      const user = requireUser(db, request, reply);
      if (!user) return reply;
      const day = request.body.today ?? new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
      const awarded = db.prepare('INSERT OR IGNORE INTO points (user_id, integral_type, day) VALUES (?, ?, ?)').run(user.id, request.body.integralType, day).changes > 0;
      return ok({ integralType: request.body.integralType, today: day, awarded });
    },
  );

  /** WeChat signing on the data-platform service (path not in the spec: chosen here). */
  app.post<{ Body: { url: string; timestamp: number; nonceStr: string } }>(
    '/api/data-platform/wechat/getSign',
    {
      schema: {
        body: objectSchema(
          { url: { type: 'string', minLength: 1, maxLength: 2000, pattern: '^https?://[^#\\s]+$' }, timestamp: { type: 'integer', minimum: 0, maximum: 99_999_999_999 }, nonceStr: { type: 'string', pattern: '^[A-Za-z0-9]{1,32}$' } },
          ['url', 'timestamp', 'nonceStr'],
        ),
      },
    },
    async (request) => {
      const { url, timestamp, nonceStr } = request.body;
      return ok({ appId: WECHAT_TEST_APP_ID, timestamp, nonceStr, signature: wechatSignature(WECHAT_TEST_TICKET, nonceStr, timestamp, url) });
    },
  );
}
