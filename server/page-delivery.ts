import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

/*
 * How every page (HTML) leaves the server, whichever route or fallback made it: revalidated, never
 * stored blind (the page sets `Cache-Control: no-cache`), with a strong ETag, the hash of its body; a
 * request whose If-None-Match names it gets 304 without the body; otherwise the body goes brotli- or
 * gzip-compressed here (@fastify/compress passes over the not-found handler, which answers most page
 * paths). A compressed page's tag names its coding ("…-br"), as a strong tag must differ per
 * representation; any coding's tag revalidates, since all of them stand for the same body.
 */

/** Brotli quality for answers compressed per request: most of brotli's gain at a small cost (11 is for build time). */
export const BROTLI_ANSWER_QUALITY = 4;
/** Answers smaller than this go uncompressed: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Compressed pages kept by tag and coding: most pages are the same bytes for every reader (one per path and language). */
export const COMPRESSED_PAGES_KEPT = 64;

type Coding = 'br' | 'gzip';
const CODINGS: readonly Coding[] = ['br', 'gzip'];
const CODING_SUFFIX = /-(?:br|gzip)$/;
const compressWith: Record<Coding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_ANSWER_QUALITY } }),
  gzip: (body) => promisify(gzip)(body),
};

/** The coding to answer with for an Accept-Encoding header: br before gzip at equal weight; none for q=0. */
export function pickCoding(acceptEncoding: string | undefined): Coding | null {
  let best: { coding: Coding; q: number } | null = null;
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) continue;
    for (const coding of name === '*' ? CODINGS : CODINGS.filter((c) => c === name)) {
      if (!best || q > best.q || (q === best.q && CODINGS.indexOf(coding) < CODINGS.indexOf(best.coding))) best = { coding, q };
    }
  }
  return best?.coding ?? null;
}

/** The strong tag of a body. */
export const pageTag = (body: string | Buffer): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** The tag of If-None-Match that names `tag` (in any coding, or `*`), if one does. */
export function matchingTag(ifNoneMatch: string | undefined, tag: string): string | null {
  if (!ifNoneMatch) return null;
  const plain = tag.slice(1, -1);
  for (const candidate of ifNoneMatch.split(',').map((part) => part.trim())) {
    if (candidate === '*') return tag;
    // If-None-Match compares weakly (RFC 9110 §13.1.2): a W/ prefix is ignored.
    const opaque = candidate.replace(/^W\//, '');
    if (opaque.length > 1 && opaque.startsWith('"') && opaque.endsWith('"') && opaque.slice(1, -1).replace(CODING_SUFFIX, '') === plain) return candidate;
  }
  return null;
}

/**
 * What is tagged here: pages, and JSON answers of GET (an anonymous API answer is shared like a page:
 * server/cache-policy.ts), unless already compressed (the platform's own coding passes as it came).
 */
const isTagged = (request: FastifyRequest, reply: FastifyReply): boolean => {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200 || reply.hasHeader('content-encoding')) return false;
  const type = String(reply.getHeader('content-type') ?? '');
  return type.startsWith('text/html') || type.startsWith('application/json');
};

/** `compress`, remembering the last COMPRESSED_PAGES_KEPT results by key (least recently used goes first). */
function keptCompressions(): (key: string, coding: Coding, body: Buffer) => Promise<Buffer> {
  const kept = new Map<string, Promise<Buffer>>();
  return (key, coding, body) => {
    const id = `${key}-${coding}`;
    const found = kept.get(id);
    if (found) {
      kept.delete(id);
      kept.set(id, found);
      return found;
    }
    const compressed = compressWith[coding](body);
    kept.set(id, compressed);
    compressed.catch(() => kept.delete(id));
    if (kept.size > COMPRESSED_PAGES_KEPT) kept.delete(kept.keys().next().value!);
    return compressed;
  };
}

/** Tags, revalidates and compresses pages and JSON answers of GET (register before @fastify/compress). */
export function deliverPages(app: FastifyInstance): void {
  const compressed = keptCompressions();
  app.addHook('onSend', async (request, reply, payload: unknown) => {
    if (!isTagged(request, reply) || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    const tag = pageTag(payload);
    const matched = matchingTag(request.headers['if-none-match'], tag);
    if (matched) {
      reply.code(304).header('etag', matched).removeHeader('content-type');
      return '';
    }
    reply.header('vary', [reply.getHeader('vary'), 'accept-encoding'].filter(Boolean).join(', '));
    const body = Buffer.from(payload);
    const coding = body.length >= COMPRESS_THRESHOLD_BYTES ? pickCoding(request.headers['accept-encoding']) : null;
    if (!coding) {
      reply.header('etag', tag);
      return body;
    }
    reply.header('etag', `${tag.slice(0, -1)}-${coding}"`).header('content-encoding', coding);
    return compressed(tag, coding, body);
  });
}
