import { tokenLoginPath } from '../../../cities/current.ts';
import { request, RequestError } from '../../engine/http/request.ts';
import type { LoginData } from './store.ts';

/** Spec 1 §7: login by session cookie. */
export const TOKEN_LOGIN_PATH = tokenLoginPath;
/** Spec 1 §7: code 200 is success. */
export const LOGIN_SUCCESS_CODE = 200;
const HTTP_UNAUTHORIZED = 401;

export type LoginOutcome =
  | { kind: 'ok'; login: LoginData }
  /** The server answered but refused (non-200 code, or HTTP 401): its message, when it gave one. */
  | { kind: 'refused'; code: number; message: string | null }
  /** No usable answer: network, time-out, server error, or a 200 without the login data. */
  | { kind: 'failed'; error: unknown };

export type TokenExchange = (sessionValue: string) => Promise<LoginOutcome>;

const textOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;

const objectOf = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** Reads the answer as spec 1 §7 says: code, message, data.token, mycsUserId, gdyToken, loginSysUserVo. */
export function readLoginAnswer(answer: unknown): LoginOutcome {
  const body = objectOf(answer);
  if (!body) return { kind: 'failed', error: new Error('login answer is not an object') };
  const code = Number(body.code);
  const message = textOf(body.message);
  if (code !== LOGIN_SUCCESS_CODE) return { kind: 'refused', code: Number.isFinite(code) ? code : 0, message };
  const data = objectOf(body.data);
  const token = textOf(data?.token);
  if (!data || !token) return { kind: 'failed', error: new Error('login answer without data.token') };
  return {
    kind: 'ok',
    login: {
      token,
      mycsUserId: textOf(data.mycsUserId) ?? '',
      gdyToken: textOf(data.gdyToken) ?? '',
      loginSysUserVo: objectOf(data.loginSysUserVo) ?? {},
    },
  };
}

/** POST /api/sys/login/mycs/token with { token: <session value> }; never throws. */
export const exchangeSessionToken: TokenExchange = async (sessionValue) => {
  try {
    // notify: false — a refused login is not an expired session; the callers show their own texts.
    const answer = await request(TOKEN_LOGIN_PATH, { method: 'POST', params: { token: sessionValue }, notify: false, loading: true });
    return readLoginAnswer(answer);
  } catch (error) {
    if (error instanceof RequestError && (error.status === HTTP_UNAUTHORIZED || error.kind === 'code')) {
      const code = Number(error.code ?? error.status);
      return { kind: 'refused', code: Number.isFinite(code) ? code : HTTP_UNAUTHORIZED, message: null };
    }
    return { kind: 'failed', error };
  }
};
