/**
 * `CMS_SHAPES=wide` (issue 11): the local CMS answers in the widest shapes the platform uses, so one
 * e2e run proves the client reads them: code as text, extra envelope fields, ids and counts as
 * numeric text, flags as 1/0, comma lists and tags as lists, `list`/`totals` for `records`/`total`,
 * empty lists as null. Off by default: the seed's answers keep the spec's picture.
 */
export type CmsShapes = 'spec' | 'wide';

export const cmsShapes = (env: NodeJS.ProcessEnv = process.env): CmsShapes => (env.CMS_SHAPES === 'wide' ? 'wide' : 'spec');

const ID_KEY = /^(id|.+Id)$/;
const COUNT_KEY = /(Count|CountShow|total|Total|viewValue|totalComment|likeCount|replyNum)$/;
/** Fields the platform sends as lists where the spec shows one (comma-separated) text. */
const LISTED_TEXT_KEYS: ReadonlySet<string> = new Set(['thumbnailUrl', 'tag', 'keywords']);

function widenValue(key: string, value: unknown, depth: number): unknown {
  if (depth > 40) return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' && (ID_KEY.test(key) || COUNT_KEY.test(key))) return String(value);
  if (typeof value === 'string' && LISTED_TEXT_KEYS.has(key) && value !== '') return value.split(',');
  if (Array.isArray(value)) return value.length === 0 && key !== 'data' ? null : value.map((item) => widenValue('', item, depth + 1));
  if (value !== null && typeof value === 'object') return widenObject(value as Record<string, unknown>, depth + 1);
  return value;
}

function widenObject(object: Record<string, unknown>, depth: number): Record<string, unknown> {
  const paged = Array.isArray(object.records) && 'total' in object;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    const name = paged && key === 'records' ? 'list' : paged && key === 'total' ? 'totals' : key;
    out[name] = widenValue(key, value, depth);
  }
  return out;
}

/** An answer `{code, message, data}` in the wide shapes; anything else as it is. */
export function widenAnswer(answer: unknown, now = Date.now()): unknown {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer) || !('code' in answer)) return answer;
  const { code, message, data, ...rest } = answer as Record<string, unknown>;
  return {
    code: String(code),
    message,
    data: widenValue('data', data, 0),
    ...rest,
    success: String(code) === '200',
    timestamp: now,
    traceId: `wide-${now.toString(36)}`,
  };
}
