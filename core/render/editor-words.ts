import type { Texts } from './useTexts.ts';
import type { previewMessages } from './preview.messages.ts';

/**
 * Editors' words for what the engine found (issue 16): 'title missing', 'listStyle 9 has no layout'
 * instead of '(root) must have required property 'title''. The engine's lines have one shape
 * (core/schema/tolerant.ts describeErrors, core/feed/composite.ts): an optional schema id, a JSON
 * pointer or '(root)', ajv's message, and ' (removed)' for a warning. A line of another shape stays
 * as it came; the raw lines are one tap away in preview.
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

/** "/config/headline" → "config.headline"; the root has no name. */
const fieldOf = (pointer: string): string => (pointer === '(root)' ? '' : pointer.slice(1).replaceAll('/', '.'));
const joined = (field: string, name: string): string => (field ? `${field}.${name}` : name);

function explainSchemaLine(pointer: string, message: string, t: PreviewTexts): string | null {
  const field = fieldOf(pointer);
  const required = /^must have required property '(.+)'$/.exec(message);
  if (required) return t('preview.words.missing', { field: joined(field, required[1] ?? '') });
  if (message === 'must NOT be valid') return t('preview.words.empty', { field });
  const short = /^must NOT have fewer than (\d+) characters$/.exec(message);
  if (short) return Number(short[1]) <= 1 ? t('preview.words.empty', { field }) : t('preview.words.tooShort', { field, limit: Number(short[1]) });
  const type = /^must be ([a-z,]+)$/.exec(message);
  if (type && (type[1] ?? '').split(',').every((word) => TYPE_WORDS.has(word))) {
    if (!field && type[1] === 'object') return t('preview.words.notObject');
    const words = (type[1] ?? '').split(',').map((word) => t(TYPE_WORDS.get(word) ?? 'preview.type.null'));
    return t('preview.words.type', { field: field || '(root)', type: words.join(' / ') });
  }
  const minimum = /^must be >= (-?[\d.]+)$/.exec(message);
  if (minimum) return t('preview.words.tooSmall', { field, limit: minimum[1] ?? '' });
  if (message === 'must be equal to one of the allowed values' || message === 'must be equal to constant') return t('preview.words.notAllowed', { field });
  return null;
}

export function explainError(line: string, t: PreviewTexts): string {
  const removed = line.endsWith(' (removed)');
  const body = (removed ? line.slice(0, -' (removed)'.length) : line).replace(/^[a-z][\w-]*: (?=[/(])/, '');
  let words: string | null = null;
  const panel = /^no panel plugin for typeCode "(.*)"$/.exec(body);
  const card = /^no card plugin for card:(.*):([^:]*)$/.exec(body);
  const schema = /^(\(root\)|\/\S*) (.+)$/.exec(body);
  if (panel) words = t('preview.words.noPanel', { typeCode: panel[1] ?? '' });
  else if (card) words = t('preview.words.noCard', { type: card[1] ?? '', listStyle: card[2] ?? '' });
  else if (schema) words = explainSchemaLine(schema[1] ?? '', schema[2] ?? '', t);
  if (words === null) return line;
  return removed ? t('preview.words.removed', { problem: words }) : words;
}
