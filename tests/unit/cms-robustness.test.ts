import * as fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registeredRoutes, type RegisteredRoute } from '../../cms/route-list.ts';
import { seededApp } from '../support/cms-app.ts';
import {
  fieldsOf, fillPath, pathParamsOf, PATH_SPECIALS, percentEncode, queryText, RAW_BODIES, requestArb, requiredOf,
  type FuzzRequest, type Part, type SeedIds,
} from '../support/cms-fuzz.ts';

/**
 * Every route the local CMS registers (collected by cms/route-list.ts) is thrown hostile input,
 * with and without a valid token: it never answers a 5xx, never leaks a stack trace or SQL, and
 * under /api always answers an envelope whose 4xx message names the offending field.
 */
const { app, db } = await seededApp();
afterAll(() => app.close());

/** Fixed seed so CI failures reproduce; FUZZ_SEED and FUZZ_RUNS explore further locally. */
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 430100);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 60);
const ROUTE_TIMEOUT_MS = 15_000;

const idsOf = (sql: string) => (db.prepare(sql).all() as { id: number }[]).map((r) => r.id);
const SEED: SeedIds = {
  ids: [
    ...idsOf('SELECT min(id) AS id FROM contents GROUP BY type'),
    ...idsOf('SELECT id FROM contents WHERE published = 0 LIMIT 1'),
    ...idsOf('SELECT activity_id AS id FROM votes'),
    ...idsOf('SELECT id FROM vote_options WHERE idx = 0'),
    ...idsOf('SELECT id FROM comments ORDER BY id LIMIT 3'),
    ...idsOf('SELECT id FROM special_classes LIMIT 2'),
    ...idsOf('SELECT id FROM users LIMIT 12'),
    48662, 100999, 2_147_483_647,
  ],
};

/** A field value that passes, by name, so one hostile field at a time reaches the handler. */
const PLAUSIBLE: Record<string, unknown> = {
  contentId: 100003, targetId: 100003, activityId: 7002, itemId: 70020, id: 1, pcommentId: 1, classId: 8000, newsId: 200001,
  pDiscussId: 1, categoryCode: 'mycs.news', keyword: '长沙', content: '支持！', reply: '同意', discussContent: '好消息',
  token: 'TGT-reader-0001', events: [], integralType: 'earn_general_likes_news', url: 'http://127.0.0.1/x', timestamp: 1_700_000_000,
  nonceStr: 'abc123', targetUserId: 5,
};
/** One field at a time: the hostile values the brief names and a few more shapes. */
const FIELD_SPECIALS: readonly unknown[] = [-1, 0, '1e309', 'abc', '../', '%', "'", '"', '\u0000\u0000\u0000', ['a', 'b'], { a: { b: 1 } }, 'x'.repeat(5000), 2 ** 53, 1e20];
const READER = { token: 'token-reader-0001' };
/** Nested deep enough to overflow JSON.stringify on a busy stack, small enough for the body limit. */
const DEEP_ARRAY = `${'['.repeat(5000)}${']'.repeat(5000)}`;

const STACK_TRACE = /\n\s+at\s|\bat\s+\S+\s+\((?:file:|node:|\/)|node_modules|\/work\/|\.[cm]?[jt]s:\d+:\d+/;
const SQL_TEXT = /SqliteError|SQLITE_[A-Z]+|\bno such (?:table|column|function)\b|\bsyntax error\b|\bdatatype mismatch\b|\bconstraint failed\b|\bunterminated string\b|\bSELECT\b[^\n]{0,200}\bFROM\b|\bINSERT\s+INTO\b|\bUPDATE\s+\w+\s+SET\b|\bDELETE\s+FROM\b/i;
const TEXTUAL = /json|text|html|javascript|css|svg|mpegurl/;

const ROUTES = registeredRoutes(app);
// HEAD runs the GET handler and drops the body: fuzzing the GET covers it.
const FUZZED = ROUTES.filter((r) => r.method !== 'HEAD' || !ROUTES.some((g) => g.method === 'GET' && g.url === r.url));
const label = (r: RegisteredRoute) => [`${r.method} ${r.url}`, r] as const;
/** Routes without parameters (static files, fixed pages) take the query and body only: fewer runs do. */
const runsFor = (r: RegisteredRoute) => (r.schema || pathParamsOf(r.url).length ? RUNS_PER_ROUTE : Math.ceil(RUNS_PER_ROUTE / 4));

const allFields = (route: RegisteredRoute) => [...(['querystring', 'body', 'params'] as Part[]).flatMap((p) => Object.keys(fieldsOf(route, p))), ...pathParamsOf(route.url)];
const wordIn = (word: string, text: string) => new RegExp(`(^|[^A-Za-z0-9_])${word.replace(/[$]/g, '\\$')}([^A-Za-z0-9_]|$)`).test(text);

/** Does a 4xx message say what was wrong: a declared field, the body as a whole, or the status's own subject? */
function namesOffender(route: RegisteredRoute, status: number, message: string): boolean {
  const subject = message.replace(/^(?:body|querystring|params|headers): /, '');
  if (allFields(route).some((field) => wordIn(field, subject))) return true;
  if (/^(?:body|path)\b/i.test(subject)) return true; // the body or the path as a whole could not be read
  if (status === 401) return /login|token/i.test(message);
  if (status === 403) return /token/i.test(message); // refused for who the token belongs to
  if (status === 404) return /no route/.test(message);
  if (status === 415) return /media type|content-type/i.test(message);
  return false;
}

/** Everything wrong with one answer (empty when it is acceptable). */
function problemsOf(route: RegisteredRoute, req: FuzzRequest, res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`HTTP ${res.statusCode}`);
  const type = String(res.headers['content-type'] ?? '');
  if (TEXTUAL.test(type) || !type) {
    if (STACK_TRACE.test(res.body)) problems.push('stack trace in the body');
    if (SQL_TEXT.test(res.body)) problems.push('SQL text in the body');
  }
  if (!req.url.startsWith('/api/') || req.method === 'HEAD') return problems;
  let body: { code?: unknown; message?: unknown; data?: unknown };
  try {
    body = res.json();
  } catch {
    return [...problems, `not JSON (${type})`];
  }
  if (!type.includes('application/json')) problems.push(`content-type ${type}`);
  if (typeof body !== 'object' || body === null || !('data' in body) || typeof body.message !== 'string' || !['number', 'string'].includes(typeof body.code)) {
    return [...problems, 'not an envelope {code, message, data}'];
  }
  if (res.statusCode >= 400 && res.statusCode < 500) {
    if (Number(body.code) !== res.statusCode) problems.push(`envelope code ${String(body.code)} under HTTP ${res.statusCode}`);
    if (!namesOffender(route, res.statusCode, body.message)) problems.push(`4xx message names no field: "${body.message}"`);
  }
  return problems;
}

/** The router's own list (its printed tree, walked back into full paths), to prove none was missed. */
function printedRoutes(): Set<string> {
  const found = new Set<string>();
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    const path = `${stack[depth - 1] ?? ''}${match[2] as string}`;
    stack.length = depth;
    stack.push(path);
    for (const method of match[3]?.split(', ') ?? []) found.add(`${method} ${path}`);
  }
  return found;
}

async function send(req: FuzzRequest): Promise<LightMyRequestResponse> {
  return app.inject({ method: req.method as 'GET', url: req.url, headers: req.headers, payload: req.payload });
}

const shown = (text: string | undefined) => (text && text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);

async function expectSound(route: RegisteredRoute, req: FuzzRequest): Promise<void> {
  const res = await send(req);
  const problems = problemsOf(route, req, res);
  if (problems.length) {
    throw new Error(`${problems.join('; ')}\n  request: ${req.method} ${shown(req.url)} ${JSON.stringify(req.headers)} ${shown(req.payload) ?? ''}\n  answer: ${res.statusCode} ${shown(res.body)}`);
  }
}

/** The listed hostile inputs, one thing wrong at a time, for one route. */
function listedCases(route: RegisteredRoute): FuzzRequest[] {
  const cases: FuzzRequest[] = [];
  const params = pathParamsOf(route.url);
  const base = (part: Part) => Object.fromEntries(requiredOf(route, part).map((name) => [name, PLAUSIBLE[name] ?? 1]));
  const isGet = route.method === 'GET' || route.method === 'HEAD';
  const request = (path: Record<string, string>, fields: Record<string, unknown>, headers: Record<string, string>): FuzzRequest => {
    const url = fillPath(route.url, path);
    if (isGet) return { method: route.method, url: `${url}?${queryText({ ...base('querystring'), ...fields })}`, headers, bodyIsObject: false };
    const query = queryText(base('querystring'));
    return { method: route.method, url: `${url}${query ? `?${query}` : ''}`, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ ...base('body'), ...fields }), bodyIsObject: true };
  };
  const validPath = Object.fromEntries(params.map((name) => [name, name === 'file' ? '100003.html' : name === 'name' ? 'a.svg' : '100003']));
  for (const name of params) {
    for (const value of PATH_SPECIALS) for (const headers of [{}, READER]) cases.push(request({ ...validPath, [name]: value }, {}, headers));
  }
  for (const name of Object.keys(fieldsOf(route, isGet ? 'querystring' : 'body'))) {
    for (const value of FIELD_SPECIALS) cases.push(request(validPath, { [name]: value }, READER));
  }
  if (!isGet) {
    const url = fillPath(route.url, validPath);
    for (const name of Object.keys(fieldsOf(route, 'body'))) {
      const payload = JSON.stringify({ ...base('body'), [name]: 0 }).replace(`"${name}":0`, `"${name}":[{"a":${DEEP_ARRAY}}]`);
      cases.push({ method: route.method, url, headers: { ...READER, 'content-type': 'application/json' }, payload, bodyIsObject: true });
    }
    for (const [contentType, payload] of RAW_BODIES) cases.push({ method: route.method, url, headers: { ...READER, ...(contentType ? { 'content-type': contentType } : {}) }, payload, bodyIsObject: false });
  } else {
    for (const junk of ['%zz', '%E0%A4%A', '&&=', 'a[b]=1', `${percentEncode('k')}=${'9'.repeat(400)}`]) cases.push({ method: route.method, url: `${fillPath(route.url, validPath)}?${junk}`, headers: READER, bodyIsObject: false });
  }
  return cases;
}

describe('local CMS robustness', () => {
  it('sees every route the app registers (cms/app.ts calls recordRoutes right after creating the instance)', () => {
    expect(ROUTES.length, 'no routes recorded: add `recordRoutes(app)` to buildApp').toBeGreaterThan(40);
    const recorded = new Set(ROUTES.map((r) => `${r.method} ${r.url}`));
    expect([...printedRoutes()].filter((route) => !recorded.has(route))).toEqual([]);
  });

  it.each(FUZZED.map(label))('%s survives the listed hostile inputs', async (_name, route) => {
    for (const req of listedCases(route)) await expectSound(route, req);
  }, ROUTE_TIMEOUT_MS);

  it.each(FUZZED.map(label))('%s survives random hostile requests', async (_name, route) => {
    await fc.assert(fc.asyncProperty(requestArb(route, SEED), (req) => expectSound(route, req)), { numRuns: runsFor(route), seed: FUZZ_SEED });
  }, ROUTE_TIMEOUT_MS);
});
