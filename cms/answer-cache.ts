import { cmsShapes, widenAnswer } from './wide-shapes.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Db } from './db/database.ts';

/** Answers kept at most (category codes are chosen by the caller, so the map must stay bounded). */
export const ANSWER_CACHE_ENTRIES = 256;
/**
 * Age limit of a cached answer: time-dependent fields (a vote's `end`) and commits made by another
 * process on the same database file show at most this late.
 */
export const ANSWER_CACHE_MAX_AGE_MS = 1000;
/** Cached answers are compressed once per database state, not per request: a better ratio is affordable. */
export const CACHED_BROTLI_QUALITY = 5;

type Encoding = 'br' | 'gzip';

interface Entry {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** The encoding this server prefers among those the client accepts (as @fastify/compress: br, then gzip). */
export function preferredEncoding(accept: string | undefined): Encoding | null {
  const accepted = new Set(
    (accept ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

const compress = (encoding: Encoding, bytes: Buffer): Buffer =>
  encoding === 'br' ? brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: CACHED_BROTLI_QUALITY } }) : gzipSync(bytes);

/**
 * Answers built once per database state and sent as ready bytes (JSON encoded once, compressed
 * once per encoding). The connection's total_changes() moves with every write made through it, so
 * a write through this server shows in the very next answer.
 */
/** The answer in the shapes this server speaks (cms/wide-shapes.ts): the spec's, or the widest. */
const shaped = cmsShapes() === 'wide' ? (answer: unknown) => widenAnswer(answer) : (answer: unknown) => answer;

export function answerCache(db: Db) {
  const changes = db.prepare('SELECT total_changes()').pluck();
  const entries = new Map<string, Entry>();
  let stamp = '';

  function entryFor(key: string, build: () => unknown): Entry {
    const now = `${String(changes.get())}:${Math.floor(Date.now() / ANSWER_CACHE_MAX_AGE_MS)}`;
    if (now !== stamp) {
      entries.clear();
      stamp = now;
    }
    let entry = entries.get(key);
    if (!entry) {
      if (entries.size >= ANSWER_CACHE_ENTRIES) entries.clear();
      entry = { identity: Buffer.from(JSON.stringify(shaped(build()))) };
      entries.set(key, entry);
    }
    return entry;
  }

  return function sendCached(request: FastifyRequest, reply: FastifyReply, key: string, build: () => unknown): FastifyReply {
    const entry = entryFor(key, build);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (!encoding) return reply.send(entry.identity);
    const bytes = (entry[encoding] ??= compress(encoding, entry.identity));
    return reply.header('content-encoding', encoding).send(bytes);
  };
}
