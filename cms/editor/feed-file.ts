import Ajv, { type ErrorObject } from 'ajv';
import { CATEGORY_CODE, CONTENT_SHAPE, ORDER_SHAPE, PANEL_FIELDS, PANEL_SHAPE, unknownFieldNote, type ContentInput, type PanelInput } from './shapes.ts';

/**
 * A file for `npm run cms -- add|remove <file.json>` (cms/feed-cli.ts): contents, panels and
 * categories' orders, any of them. A panel's `contents` may hold whole items (a fixture's, pasted)
 * as well as ids: those are put as contents first. Everything is checked before the CMS is called,
 * and every problem is named by where it is in the file ("panels[0].typeCode: …").
 */
export interface FeedFile {
  contents: ContentInput[];
  panels: PanelInput[];
  categories: { code: string; panels: number[] }[];
}

const FILE_FIELDS = ['contents', 'panels', 'categories'] as const;
const ORDER_FIELDS = ['code', 'panels'] as const;

const FILE_SHAPE = {
  type: 'object',
  minProperties: 1,
  additionalProperties: false,
  properties: {
    contents: { type: 'array', items: CONTENT_SHAPE },
    panels: {
      type: 'array',
      items: {
        ...PANEL_SHAPE,
        additionalProperties: false,
        properties: { ...PANEL_SHAPE.properties, contents: { type: 'array', maxItems: 500, items: { type: ['integer', 'object'] } } },
      },
    },
    categories: {
      type: 'array',
      items: { type: 'object', required: [...ORDER_FIELDS], additionalProperties: false, properties: { code: CATEGORY_CODE, panels: ORDER_SHAPE.properties.panels } },
    },
  },
} as const;

// Ids as strings ("9417201", as fixtures write them) are taken as the numbers the CMS stores.
const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: true });
const checkFile = ajv.compile(FILE_SHAPE);
const checkContent = ajv.compile(CONTENT_SHAPE);

/** "/panels/0/typeCode" → "panels[0].typeCode" (the file itself: "file"). */
function where(pointer: string, prefix = ''): string {
  const parts = pointer.split('/').slice(1).map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`));
  return `${prefix}${parts.join('')}`.replace(/^\./, '') || 'file';
}

const fieldsAt = (pointer: string): { known: readonly string[]; what: string } => {
  if (pointer === '') return { known: FILE_FIELDS, what: 'the file (contents, panels, categories)' };
  if (pointer.startsWith('/panels/')) return { known: PANEL_FIELDS, what: 'a panel' };
  return { known: ORDER_FIELDS, what: "a category's order" };
};

function explain(error: ErrorObject, prefix = ''): string {
  const at = where(error.instancePath, prefix);
  const params = error.params as { missingProperty?: string; additionalProperty?: string; allowedValues?: unknown[] };
  if (error.keyword === 'required') return `${at === 'file' ? '' : `${at}.`}${params.missingProperty}: missing, and it is required`;
  if (error.keyword === 'additionalProperties') {
    const { known, what } = fieldsAt(error.instancePath);
    return `${at === 'file' ? '' : `${at}.`}${params.additionalProperty}: ${unknownFieldNote(String(params.additionalProperty), known, what)}`;
  }
  if (error.keyword === 'minProperties') return 'file: empty; it needs contents, panels or categories';
  const allowed = params.allowedValues ? ` (${params.allowedValues.join(' or ')})` : '';
  return `${at}: ${error.message ?? 'is not valid'}${allowed}`;
}

/** Line and column of a JSON.parse failure, when the message gives its position. */
function parseFailure(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message)?.[1];
  if (position === undefined) return `not JSON: ${message}`;
  const before = text.slice(0, Number(position)).split('\n');
  return `not JSON at line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}: ${message.replace(/ in JSON at position \d+.*$/, '')}`;
}

/** The file's entries, or every problem it has (each starting with where it is). */
export function readFeedFile(text: string): { file: FeedFile } | { problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { problems: [parseFailure(text, error)] };
  }
  if (!checkFile(json)) return { problems: (checkFile.errors ?? []).map((error) => explain(error)) };
  const raw = json as { contents?: ContentInput[]; panels?: (Omit<PanelInput, 'contents'> & { contents?: (number | ContentInput)[] })[]; categories?: FeedFile['categories'] };
  const problems: string[] = [];
  const contents = [...(raw.contents ?? [])];
  const panels = (raw.panels ?? []).map((panel, p) => ({
    ...panel,
    contents: (panel.contents ?? []).map((entry, i) => {
      if (typeof entry === 'number') return entry;
      if (checkContent(entry)) contents.push(entry);
      else problems.push(...(checkContent.errors ?? []).map((error) => explain(error, `panels[${p}].contents[${i}]`)));
      return (entry as { id?: unknown }).id as number;
    }),
  }));
  for (const [kind, ids] of [['content', contents.map((item) => item.id)], ['panel', panels.map((panel) => panel.id)]] as const) {
    const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
    if (twice.length) problems.push(`${kind}s: ${[...new Set(twice)].join(', ')} twice in the file`);
  }
  return problems.length ? { problems } : { file: { contents, panels, categories: raw.categories ?? [] } };
}

