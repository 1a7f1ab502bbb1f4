import type { FastifyInstance, FastifyRequest } from 'fastify';

/*
 * One line per request, as JSON: time, method, path, status, milliseconds, and what went wrong
 * upstream when something did. The query is left out whole (search keywords, ids of a reader's
 * own choosing, a session value a page put there), and no header is logged: tokens never reach logs.
 */

/** Paths longer than this are cut in the log (a hostile path must not flood it). */
export const LOGGED_PATH_CHARS = 200;

export interface RequestLogLine {
  time: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  note?: string;
}

const notes = new WeakMap<FastifyRequest, string>();

/** Adds a short note (e.g. 'upstream timeout') to this request's log line. */
export const noteForLog = (request: FastifyRequest, note: string): void => {
  notes.set(request, note);
};

export const loggedPath = (url: string): string => {
  const path = url.split('?', 1)[0] ?? '';
  return path.length > LOGGED_PATH_CHARS ? `${path.slice(0, LOGGED_PATH_CHARS)}…` : path;
};

export function logRequests(app: FastifyInstance, write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): void {
  app.addHook('onResponse', async (request, reply) => {
    const line: RequestLogLine = {
      time: new Date().toISOString(),
      method: request.method,
      path: loggedPath(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    const note = notes.get(request);
    if (note) line.note = note;
    write(JSON.stringify(line));
  });
}
