import type { Texts } from './useTexts.ts';
import type { previewMessages } from './preview.messages.ts';
import { hasOwn } from '../env/old-engines.ts';
import { isRecord } from '../schema/json-guards.ts';

/**
 * Editors' words for what the engine found (issues 16, 30): 'Missing: title', 'Missing: road of
 * alert 2 “五一路”' instead of '(root) must have required property 'title'' or
 * 'config.alerts.1.road'. The engine's lines have one shape (core/engine/schema/tolerant.ts describeErrors,
 * core/engine/render/composite.ts): an optional schema id, a JSON pointer or '(root)', ajv's message, and
 * ' (removed)' for a warning. A line of another shape stays as it came; the raw lines are one tap away.
 */
type PreviewTexts = Texts<keyof (typeof previewMessages)['en'] & string>;

type PreviewKey = Parameters<PreviewTexts>[0];
const TYPE_WORDS: ReadonlyMap<string, PreviewKey> = new Map<string, PreviewKey>([
  ['string', 'preview.type.string'],
  ['integer', 'preview.type.integer'],
  ['number', 'preview.type.number'],
  ['boolean', 'preview.type.boolean'],
  ['array', 'preview.type.array'],
  ['object', 'preview.type.object'],
  ['null', 'preview.type.null'],
]);

/** The fields editors know by another name in the CMS; any other field keeps its own. */
const FIELD_WORDS: ReadonlyMap<string, PreviewKey> = new Map<string, PreviewKey>([
  ['title', 'preview.field.title'],
  ['name', 'preview.field.name'],
  ['typeCode', 'preview.field.typeCode'],
  ['listStyle', 'preview.field.listStyle'],
  ['type', 'preview.field.type'],
  ['thumbnailUrl', 'preview.field.thumbnailUrl'],
  ['imagesUrl', 'preview.field.imagesUrl'],
  ['contents', 'preview.field.contents'],
  ['config', 'preview.field.config'],
  ['id', 'preview.field.id'],
  ['detailUrl', 'preview.field.detailUrl'],
  ['externalUrl', 'preview.field.externalUrl'],
  ['playUrl', 'preview.field.playUrl'],
  ['viewCountShow', 'preview.field.viewCountShow'],
]);

/** What names a list element for an editor: its title, name or id as the CMS sent them. */
const LABEL_FIELDS = ['title', 'name', 'id'] as const;

function labelOf(element: unknown): string | null {
  if (!isRecord(element)) return null;
  for (const field of LABEL_FIELDS) {
    const value = hasOwn(element, field) ? element[field] : undefined;
    if ((typeof value === 'string' && value.trim()) || typeof value === 'number') return field === 'id' ? `#${String(value)}` : String(value).trim();
  }
  return null;
}

/**
 * A JSON pointer in editors' words, looked up in the value the CMS sent: list elements counted from 1
 * and named by their title, name or id (so a name does not change when an earlier element goes).
 */
export function fieldWords(pointer: string, raw: unknown, t: PreviewTexts): string {
  if (pointer === '(root)' || pointer === '') return '';
  const segments = pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const words: string[] = [];
  let node: unknown = raw;
  for (const segment of segments) {
    if (/^\d+$/.test(segment) && (Array.isArray(node) || node === undefined)) {
      const element: unknown = Array.isArray(node) ? node[Number(segment)] : undefined;
      const label = labelOf(element);
      const place = Number(segment) + 1;
      words.push(label ? t('preview.path.itemNamed', { place, label }) : t('preview.path.item', { place }));
      node = element;
    } else {
      words.push(fieldName(segment, t));
      node = isRecord(node) && hasOwn(node, segment) ? node[segment] : undefined;
    }
  }
  return words.join(' › ');
}

/** A field's name as editors know it ('title' → 标题), else its own. */
export function fieldName(name: string, t: PreviewTexts): string {
  const known = FIELD_WORDS.get(name);
  return known ? t(known) : name;
}

const joined = (field: string, name: string): string => (field ? `${field} › ${name}` : name);

function explainSchemaLine(pointer: string, message: string, raw: unknown, t: PreviewTexts): string | null {
  const field = fieldWords(pointer, raw, t);
  const required = /^must have required property '(.+)'$/.exec(message);
  if (required) {
    const name = required[1] ?? '';
    return t('preview.words.missing', { field: joined(field, fieldName(name, t)) });
  }
  const whole = field || t('preview.words.whole');
  if (message === 'must NOT be valid') return t('preview.words.empty', { field: whole });
  const short = /^must NOT have fewer than (\d+) characters$/.exec(message);
  if (short) return Number(short[1]) <= 1 ? t('preview.words.empty', { field: whole }) : t('preview.words.tooShort', { field: whole, limit: Number(short[1]) });
  const type = /^must be ([a-z,]+)$/.exec(message);
  if (type && (type[1] ?? '').split(',').every((word) => TYPE_WORDS.has(word))) {
    if (!field && type[1] === 'object') return t('preview.words.notObject');
    const words = (type[1] ?? '').split(',').map((word) => t(TYPE_WORDS.get(word) ?? 'preview.type.null'));
    return t('preview.words.type', { field: whole, type: words.join(t('preview.type.or')) });
  }
  const minimum = /^must be >= (-?[\d.]+)$/.exec(message);
  if (minimum) return t('preview.words.tooSmall', { field: whole, limit: minimum[1] ?? '' });
  if (message === 'must be equal to one of the allowed values' || message === 'must be equal to constant') return t('preview.words.notAllowed', { field: whole });
  return null;
}

/** One engine line in editors' words; `raw` (what the CMS sent) names list elements by their titles. */
export function explainError(line: string, t: PreviewTexts, raw?: unknown): string {
  const removed = line.endsWith(' (removed)');
  const body = (removed ? line.slice(0, -' (removed)'.length) : line).replace(/^[a-z][\w-]*: (?=[/(])/, '');
  let words: string | null = null;
  const panel = /^no panel plugin for typeCode "(.*)"$/.exec(body);
  const card = /^no card plugin for card:(.*):([^:]*)$/.exec(body);
  const schema = /^(\(root\)|\/\S*) (.+)$/.exec(body);
  if (panel) words = t('preview.words.noPanel', { typeCode: panel[1] ?? '' });
  else if (card) words = t('preview.words.noCard', { type: card[1] ?? '', listStyle: card[2] ?? '' });
  else if (schema) words = explainSchemaLine(schema[1] ?? '', schema[2] ?? '', raw, t);
  if (words === null) return line;
  return removed ? t('preview.words.removed', { problem: words }) : words;
}

/** The typeCode a 'no panel plugin' line names, for a 'did you mean'. */
export function unknownTypeCodeOf(lines: readonly string[]): string | null {
  for (const line of lines) {
    const panel = /^no panel plugin for typeCode "(.+)"$/.exec(line);
    if (panel) return panel[1] ?? null;
  }
  return null;
}
