import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { BAD_PARAMETER, fail } from './envelope.ts';

/** Bodies nested deeper than this are refused: storing them (JSON.stringify) would overflow the stack. */
export const MAX_BODY_DEPTH = 32;

/**
 * The first unsafe value of a validated request part, or null. Ajv's type coercion turns the texts
 * "1e309", "Infinity" and "-Infinity" into ±Infinity and then skips minimum/maximum for them, so an
 * infinite number can reach LIMIT/OFFSET ("datatype mismatch"); a deep body overflows JSON.stringify.
 */
export function unsafeValue(part: string, value: unknown): string | null {
  const pending: { path: string; value: unknown; depth: number }[] = [{ path: part, value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'number' && !Number.isFinite(next.value)) return `${next.path} must be a finite number`;
    if (next.value !== null && typeof next.value === 'object') {
      if (next.depth >= MAX_BODY_DEPTH) return `${part} is nested deeper than ${MAX_BODY_DEPTH} levels`;
      for (const [key, child] of Object.entries(next.value)) pending.push({ path: `${next.path}/${key}`, value: child, depth: next.depth + 1 });
    }
  }
  return null;
}

/** preHandler: refuses what validation let through but the handlers cannot take, with a 400 naming it. */
export async function refuseUnsafeInput(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  for (const [part, value] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
    const problem = unsafeValue(part, value);
    if (problem) return reply.code(BAD_PARAMETER).send(fail(BAD_PARAMETER, `${part}: ${problem}`));
  }
  return undefined;
}

/** Router errors (bad percent-encoding, a parameter over 100 characters) answered like every other 4xx: in the envelope, on every route. */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? BAD_PARAMETER;
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'path: a path parameter is longer than 100 characters' : 'path: not a valid url (bad percent-encoding)';
  void reply.code(status).send(fail(status, message));
}

/** Node's limit on a request's head (address, cookies and other headers): its default, 16 KB. */
export const MAX_REQUEST_HEAD_BYTES = 16 * 1024;

const CLIENT_ERRORS: Readonly<Record<string, { status: number; reason: string; message: string }>> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: `headers: the address and headers are longer than ${MAX_REQUEST_HEAD_BYTES / 1024} KB`,
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: 'request: not received in time' },
};

/**
 * Requests Node's parser refuses before Fastify sees them (an over-long address, a malformed head):
 * answered with the `{code, message, data}` envelope like every other refusal, then closed.
 */
export function clientErrorAnswer(error: { code?: string }): string {
  const known = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, reason: 'Bad Request', message: 'request: could not be read as HTTP' };
  const body = JSON.stringify(fail(known.status, known.message));
  return [
    `HTTP/1.1 ${known.status} ${known.reason}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    '',
    body,
  ].join('\r\n');
}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_PATTERN = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`, 'i');
const ADDRESS_PATTERN = /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[?[0-9a-f:.]+\]?(?::\d{1,5})?|unknown)$/i;
/** Longest X-Forwarded-For accepted (a long chain of proxies fits; a header stuffed with junk does not). */
export const MAX_FORWARDED_FOR_LENGTH = 1024;

/** A Host (or X-Forwarded-Host) a browser could have sent: a DNS name or an IP literal, and a port in range. */
export function isValidHost(host: string): boolean {
  if (host.length > 255) return false;
  const match = HOST_PATTERN.exec(host);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535);
}

/** What is wrong with a request's Host and X-Forwarded-* headers, or null when nothing is. */
export function hostileHeader(headers: FastifyRequest['headers']): string | null {
  const host = headers.host;
  if (typeof host !== 'string' || !isValidHost(host)) return 'headers: Host is missing or not a host name';
  const forwardedHost = headers['x-forwarded-host'];
  if (forwardedHost !== undefined && !String(forwardedHost).split(',').every((part) => isValidHost(part.trim()))) return 'headers: X-Forwarded-Host is not a host name';
  const forwardedProto = headers['x-forwarded-proto'];
  if (forwardedProto !== undefined && !String(forwardedProto).split(',').every((part) => /^https?$/i.test(part.trim()))) return 'headers: X-Forwarded-Proto is neither http nor https';
  const forwardedFor = headers['x-forwarded-for'];
  if (forwardedFor !== undefined) {
    const value = String(forwardedFor);
    if (value.length > MAX_FORWARDED_FOR_LENGTH || !value.split(',').every((part) => ADDRESS_PATTERN.test(part.trim()))) return 'headers: X-Forwarded-For is not a list of addresses';
  }
  return null;
}

/** onRequest, on every route of both servers: a hostile Host or X-Forwarded-* is refused at the door with a 400 in the envelope. */
export async function refuseHostileHeaders(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const problem = hostileHeader(request.headers);
  return problem ? reply.code(BAD_PARAMETER).header('cache-control', 'no-store').send(fail(BAD_PARAMETER, problem)) : undefined;
}
