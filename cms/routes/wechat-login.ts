import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { fail } from '../../server/envelope.ts';
import { objectSchema } from './params.ts';
import { LOGIN_FAILED, loginAnswer, WECHAT_TEST_APP_ID } from './platform.ts';

/**
 * WeChat's web authorization (OAuth 2), for a page opened in WeChat's browser outside the app
 * (spec 1 §6 "the chat app's own flow"). The local CMS stands in for WeChat's authorize page
 * (open.weixin.qq.com/connect/oauth2/authorize): the test WeChat user agrees at once and WeChat's
 * redirect comes back with a one-time code, which `POST /api/sys/login/wechat/code` exchanges for the
 * product's login (a real deployment asks api.weixin.qq.com/sns/oauth2/access_token for the openid).
 */
export const WECHAT_STAND_IN_AUTHORIZE_PATH = '/__stand-in/wechat/oauth2/authorize';
/** The seeded reader the test WeChat account belongs to (湘江夜游人). */
export const WECHAT_TEST_USER_ID = 3;
/** WeChat's codes are single-use and expire after 5 minutes. */
export const WECHAT_CODE_TTL_MS = 5 * 60_000;

export function weChatLoginRoutes(app: FastifyInstance, db: Db): void {
  const codes = new Map<string, { userId: number; expires: number }>();

  app.get<{ Querystring: { appid?: string; redirect_uri?: string; response_type?: string; scope?: string; state?: string } }>(
    WECHAT_STAND_IN_AUTHORIZE_PATH,
    async (request, reply) => {
      const { appid, redirect_uri: redirectUri, response_type: responseType, state = '' } = request.query;
      let target: URL;
      try {
        target = new URL(redirectUri ?? '');
      } catch {
        return reply.code(400).type('text/plain').send('redirect_uri is not an address');
      }
      // WeChat returns only to the account's own domain: here, this server's.
      if (appid !== WECHAT_TEST_APP_ID || responseType !== 'code' || target.host !== request.headers.host) {
        return reply.code(400).type('text/plain').send('appid, response_type or redirect_uri refused');
      }
      const code = randomBytes(16).toString('hex');
      codes.set(code, { userId: WECHAT_TEST_USER_ID, expires: Date.now() + WECHAT_CODE_TTL_MS });
      target.searchParams.set('code', code);
      target.searchParams.set('state', state);
      return reply.redirect(target.href, 302);
    },
  );

  app.post<{ Body: { code: string } }>(
    '/api/sys/login/wechat/code',
    { schema: { body: objectSchema({ code: { type: 'string', minLength: 1, maxLength: 128 } }, ['code']) } },
    async (request) => {
      const issued = codes.get(request.body.code);
      codes.delete(request.body.code);
      if (!issued || issued.expires < Date.now()) return fail(LOGIN_FAILED, '登录失败');
      return loginAnswer(db, 'u.id', issued.userId);
    },
  );
}
