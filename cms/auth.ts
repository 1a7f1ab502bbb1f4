import type { Statement } from 'better-sqlite3';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db/database.ts';

/** Spec 1 §8: code 40101 means the login expired (answered with HTTP 200 for an unknown token). */
export const LOGIN_EXPIRED = 40101;
export const UNAUTHORIZED_HTTP = 401;

export interface SessionUser {
  id: number;
  nickname: string;
  role: string;
}

/** One prepared statement per database: preparing it on every request cost more than running it. */
const sessionLookups = new WeakMap<Db, Statement>();

/** The reader behind the request's `token` header (or Authorization: Bearer), or null. */
export function userOf(db: Db, request: FastifyRequest): SessionUser | null | 'unknown' {
  const header = request.headers.token ?? request.headers.authorization;
  const raw = Array.isArray(header) ? header[0] : header;
  const token = raw?.replace(/^Bearer\s+/i, '').trim();
  if (!token) return null;
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = db.prepare('SELECT u.id, u.nickname, u.role FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = ?');
    sessionLookups.set(db, lookup);
  }
  const user = lookup.get(token) as SessionUser | undefined;
  return user ?? 'unknown';
}

/**
 * Interaction calls need a reader: no token answers HTTP 401; an unknown token answers code 40101
 * (both rows of the spec's catalogue are reachable). Returns null after answering.
 */
export function requireUser(db: Db, request: FastifyRequest, reply: FastifyReply): SessionUser | null {
  const user = userOf(db, request);
  if (user === null) {
    void reply.code(UNAUTHORIZED_HTTP).send({ code: UNAUTHORIZED_HTTP, message: 'login required', data: null });
    return null;
  }
  if (user === 'unknown') {
    void reply.code(200).send({ code: LOGIN_EXPIRED, message: '登录已过期，请重新登录', data: null });
    return null;
  }
  return user;
}

/** The reader if signed in, else null (for reads that personalise: whetherLike, whetherFavor, drafts). */
export function optionalUser(db: Db, request: FastifyRequest): SessionUser | null {
  const user = userOf(db, request);
  return user === 'unknown' ? null : user;
}

/** Drafts show in lists and details only for an editor asking with preview=1. */
export const seesDrafts = (user: SessionUser | null, preview: number | undefined): boolean => preview === 1 && user?.role === 'editor';

/** As requireUser, for what only editors may read: a reader's token is refused with 403 naming it. */
export function requireEditor(db: Db, request: FastifyRequest, reply: FastifyReply, what: string): SessionUser | null {
  const user = requireUser(db, request, reply);
  if (user && user.role !== 'editor') {
    void reply.code(403).send({ code: 403, message: `token: a reader's, and ${what} are for editors only`, data: null });
    return null;
  }
  return user;
}
