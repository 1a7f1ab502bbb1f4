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

/** Router errors (bad percent-encoding, a parameter over 100 characters) answered like every other 4xx. */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? BAD_PARAMETER;
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'path: a path parameter is longer than 100 characters' : 'path: not a valid url (bad percent-encoding)';
  if (request.url.startsWith('/api/')) void reply.code(status).send(fail(status, message));
  else void reply.code(status).type('text/plain').send(message);
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
