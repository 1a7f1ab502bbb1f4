import * as fc from 'fast-check';
import type { RegisteredRoute } from '../../cms/route-list.ts';

/**
 * Hostile requests for the local CMS, built from each route's own JSON Schema: values at and past
 * every declared limit, real seeded ids (so requests reach the SQL), and garbage of every shape.
 */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** The body the server receives parses as a JSON/form object (not an array, scalar or junk). */
  bodyIsObject: boolean;
}

export interface PropertySchema {
  type?: string | string[];
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

export type Part = 'querystring' | 'body' | 'params';

/** The properties a route declares for one part of the request (none when it has no schema). */
export function fieldsOf(route: RegisteredRoute, part: Part): Record<string, PropertySchema> {
  const schema = (route.schema as Record<string, { properties?: Record<string, PropertySchema> }> | undefined)?.[part];
  return schema?.properties ?? {};
}

export function requiredOf(route: RegisteredRoute, part: Part): string[] {
  return (route.schema as Record<string, { required?: string[] }> | undefined)?.[part]?.required ?? [];
}

export const pathParamsOf = (url: string): string[] => [...url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);

/** SQL, LIKE and FTS meta characters, traversal, markup, odd unicode, numbers written as text. */
export const META_STRINGS = [
  "'", '"', '%', '_', '\\', '*', '%%', '_%_', "' OR '1'='1", "1; DROP TABLE contents; --", "%' --", '"*"', 'NEAR(a b)',
  'a AND b', '^', '\u0000', 'a\u0000b', '\u0000\u0000\u0000', '../', '..\\..\\', '%2e%2e%2f', '<script>alert(1)</script>',
  '{{7*7}}', '🏮长沙🌶️', '\u202etxt', '\ud800', 'Ａ１', '  ', '\t\n', 'null', 'NaN', 'Infinity', '1e309', '-1e309', '0x10', '1.5',
  '-1', '0', '+1', ' 1', '9'.repeat(30), 'x'.repeat(1000), 'true', '[]', '{}', '__proto__', 'constructor',
] as const;
export const HOSTILE_NUMBERS = [-1, 0, -0, 1, 1.5, -1.5, 2_147_483_647, 2_147_483_648, -2_147_483_649, 2 ** 53, 2 ** 53 + 2, 1e20, 1e308, -1e308, Number.MIN_VALUE] as const;
/** Path parameter texts the brief names, plus encodings that decode to something odd. */
export const PATH_SPECIALS = ['-1', '0', '1e309', 'abc', '../', '..%2F', '%2e%2e', '%00', '%zz', '1.5', '2147483648', '99999999999999999999', '%20', '１２３', "1'", '%27', 'x'.repeat(150)] as const;
/** Whole bodies that are not a JSON object, with the content type they are sent under. */
export const RAW_BODIES: readonly (readonly [string | undefined, string])[] = [
  ['application/json', ''], ['application/json', '{'], ['application/json', '{"a":'], ['application/json', 'null'], ['application/json', '[]'],
  ['application/json', '"text"'], ['application/json', '42'], ['application/json', '\ufeff{}'], ['application/json', '{"__proto__":{"x":1}}'],
  ['application/json', '{"constructor":{"prototype":{"x":1}}}'], ['application/json', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
  ['application/json; charset=utf-16', '{}'], ['APPLICATION/JSON', '{}'], ['text/plain', 'hello'], ['text/plain', '{}'], ['application/xml', '<a/>'],
  ['application/octet-stream', '\u0000\u0001'], ['multipart/form-data; boundary=x', '--x--'], ['application/jsonx', '{}'], [';;;', '{}'],
  ['application/x-www-form-urlencoded', 'a=1&a=2&%zz=%zz'], ['application/x-www-form-urlencoded', '=&&='], [undefined, 'x'],
];

const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream', ''] as const;
const QUERY_JUNK = ['', '', '', '', '&', '&&=', '%', '%zz', '%E0%A4%A', '=&=', '&a[b]=1', '&%00=%00', '#frag'] as const;

/** Real rows of the seeded city, so that well-formed requests get past validation into the SQL. */
export interface SeedIds {
  ids: readonly number[];
}

const NAME_POOLS: Record<string, readonly unknown[]> = {
  categoryCode: ['mycs.news', 'mycs.life.*', 'mycs.favorpanel', 'mycs.video', 'mycs.favor.video', 'mycs.favor.news', 'mycs.%', '*', '_', '.*'],
  keyword: ['长沙', '岳麓山', '地铁', '橘子洲', 'ab', 'a%', '_', '"', '星城小', '   '],
  keywords: ['长沙', '地铁', '%', '_'],
  content: ['支持！', '好消息', ' ', 'x'.repeat(50), 'x'.repeat(51)],
  reply: ['同意', ' ', 'x'.repeat(120), 'x'.repeat(121)],
  discussContent: ['好消息', ' ', 'x'.repeat(50), 'x'.repeat(51)],
  token: ['TGT-reader-0001', 'TGT-editor-0001', 'TGT-nobody'],
  type: ['content', 'comment', 'dynamic', 'news_common', 'short_video', 'special'],
  newstype: ['short_video', 'news_common', 'video'],
  vernier: ['', '0', '1795000000000', '9'.repeat(32)],
  today: ['2026-11-22', '2026-99-99'],
  url: ['http://127.0.0.1:5173/details?newsId=1', 'https://x/'],
  nonceStr: ['abc123'],
  integralType: ['earn_general_likes_news', 'earn_general_browse_news'],
  startTime: ['2021-12-01', '2021-12-01 10:00', '2021-13-45'],
  endTime: ['2021-12-10', '2021-12-31 23:59:59', '2021-02-30'],
};

const isIdName = (name: string) => /(^id$|Id$|^pDiscussId$|^rDiscussId$|^discussId$)/.test(name);

function typesOf(prop: PropertySchema): string[] {
  return prop.type === undefined ? [] : Array.isArray(prop.type) ? prop.type : [prop.type];
}

/** Values a reasonable caller might send: enums, the edges of every limit, seeded ids, samples. */
export function plausibleValue(name: string, prop: PropertySchema, seed: SeedIds): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [];
  if (prop.enum) options.push(fc.constantFrom(...prop.enum));
  if (NAME_POOLS[name]) options.push(fc.constantFrom(...(NAME_POOLS[name] as unknown[])));
  if (isIdName(name)) options.push(fc.constantFrom(...seed.ids));
  const types = typesOf(prop);
  if (types.includes('integer') || types.includes('number')) {
    const min = prop.minimum ?? 0;
    const edges = [min, min + 1, min - 1, ...(prop.maximum === undefined ? [1e6, 1e20] : [prop.maximum, prop.maximum + 1])];
    options.push(fc.constantFrom(...edges), fc.integer({ min, max: prop.maximum ?? 1000 }));
  }
  if (types.includes('string')) {
    if (prop.pattern) options.push(fc.stringMatching(new RegExp(prop.pattern), { maxLength: (prop.maxLength ?? 40) + 2 }));
    if (prop.maxLength !== undefined) options.push(fc.constantFrom('x'.repeat(prop.maxLength), '长'.repeat(prop.maxLength + 1)));
    options.push(fc.string({ unit: 'grapheme', maxLength: 12 }));
  }
  if (types.includes('object')) options.push(fc.constant({}));
  if (types.includes('array')) options.push(fc.array(fc.constantFrom('news_common', 'x'), { maxLength: 3 }));
  return options.length ? fc.oneof(...options) : hostileScalar;
}

export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.integer(),
  fc.double(),
  fc.constantFrom(...META_STRINGS),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.boolean(),
  fc.constant(null),
);

/** Anything at all in place of a field: scalars, arrays where scalars belong, nested objects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileScalar, weight: 4 },
  { arbitrary: fc.array(hostileScalar, { maxLength: 4 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 4, noNullPrototype: true }), weight: 1 },
);

/** An object for one part: declared fields (plausible or hostile values) plus unknown extra keys. */
function fieldsArb(route: RegisteredRoute, part: Part, seed: SeedIds): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, prop] of Object.entries(fieldsOf(route, part))) {
    model[name] = fc.oneof({ arbitrary: plausibleValue(name, prop, seed), weight: 3 }, { arbitrary: hostileValue, weight: 2 });
  }
  const required = requiredOf(route, part).filter((name) => name in model);
  const declared = fc.oneof(fc.record(model, { requiredKeys: required, noNullPrototype: true }), fc.record(model, { requiredKeys: [], noNullPrototype: true }));
  const extra = fc.dictionary(fc.string({ maxLength: 10 }), hostileScalar, { maxKeys: 2, noNullPrototype: true });
  return fc.tuple(declared, extra).map(([known, more]) => ({ ...more, ...known }));
}

/** Percent-encodes any text, lone surrogates included (they go out as U+FFFD). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((b) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Query text: arrays repeat the key (a scalar field then receives an array). */
export function queryText(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${percentEncode(key)}=${percentEncode(asText(v))}`))
    .join('&');
}

const RAW_PATH = new Set<string>(['../', '..%2F', '%2e%2e', '%00', '%zz', '%20', '%27']);
export const pathSegment = (value: string): string => (RAW_PATH.has(value) ? value : percentEncode(value));

export function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => pathSegment(values[name] ?? '1'));
}

const TOKENS: readonly (Record<string, string> | null)[] = [
  null, { token: 'token-reader-0001' }, { token: 'token-reader-0002' }, { token: 'token-editor-0001' }, { token: 'token-nobody' },
  { authorization: 'Bearer token-reader-0003' }, { token: "token-reader-0001' OR '1'='1" }, { token: 'x'.repeat(300) },
];
export const tokenHeaders = fc.constantFrom(...TOKENS).map((t) => ({ ...t }));

interface BodyChoice {
  payload?: string;
  contentType?: string;
  bodyIsObject: boolean;
}
const NO_BODY: fc.Arbitrary<BodyChoice> = fc.constant({ bodyIsObject: false });

function bodyArb(route: RegisteredRoute, seed: SeedIds): fc.Arbitrary<BodyChoice> {
  const objectBody = fc.tuple(fieldsArb(route, 'body', seed), fc.constantFrom(...CONTENT_TYPES)).map(([fields, contentType]) => {
    if (contentType === 'application/x-www-form-urlencoded') return { payload: queryText(fields), contentType, bodyIsObject: true };
    return { payload: JSON.stringify(fields), contentType: contentType || undefined, bodyIsObject: contentType.startsWith('application/json') };
  });
  const hugeNumber = fc.tuple(fc.constantFrom(...Object.keys(fieldsOf(route, 'body')), 'x'), fc.constantFrom('1e309', '-1e309', '123456789012345678901234567890', '-0', '1E2'))
    .map(([name, literal]) => ({ payload: `{"${name}":${literal}}`, contentType: 'application/json', bodyIsObject: true }));
  const notObject = fc.jsonValue({ maxDepth: 2 }).filter((v) => v === null || typeof v !== 'object' || Array.isArray(v))
    .map((v) => ({ payload: JSON.stringify(v), contentType: 'application/json', bodyIsObject: false }));
  const raw = fc.constantFrom(...RAW_BODIES).map(([contentType, payload]) => ({ payload, contentType, bodyIsObject: false }));
  return fc.oneof({ arbitrary: objectBody, weight: 8 }, { arbitrary: hugeNumber, weight: 1 }, { arbitrary: notObject, weight: 1 }, { arbitrary: raw, weight: 1 }, { arbitrary: NO_BODY, weight: 1 });
}

/** One hostile request for `route`: path parameters, query, body, content type and token. */
export function requestArb(route: RegisteredRoute, seed: SeedIds): fc.Arbitrary<FuzzRequest> {
  const params = Object.fromEntries(
    pathParamsOf(route.url).map((name) => [
      name,
      fc.oneof(fc.constantFrom(...PATH_SPECIALS), fc.constantFrom(...seed.ids.map(String)), fc.string({ unit: 'grapheme', maxLength: 12 }), fc.stringMatching(/^[\w-]{1,20}\.(html|svg)$/)),
    ]),
  );
  const wantsBody = route.method !== 'GET' && route.method !== 'HEAD';
  return fc
    .record({
      params: fc.record(params, { noNullPrototype: true }),
      query: fieldsArb(route, 'querystring', seed),
      junk: fc.constantFrom(...QUERY_JUNK),
      body: wantsBody ? bodyArb(route, seed) : fc.oneof({ arbitrary: NO_BODY, weight: 9 }, { arbitrary: bodyArb(route, seed), weight: 1 }),
      auth: tokenHeaders,
    })
    .map(({ params: values, query, junk, body, auth }) => {
      const search = `${queryText(query)}${junk}`;
      const headers: Record<string, string> = { ...auth };
      if (body.contentType) headers['content-type'] = body.contentType;
      return { method: route.method, url: `${fillPath(route.url, values as Record<string, string>)}${search ? `?${search}` : ''}`, headers, payload: body.payload, bodyIsObject: body.bodyIsObject };
    });
}
