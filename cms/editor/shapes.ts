import { cityNamed } from '../../cities/by-name.ts';
import { idParam } from '../routes/params.ts';

/** The city the local CMS stands in for (`CITY`). */
const CITY = cityNamed();

/*
 * What the editors' API takes (cms/routes/editor.ts) and `npm run cms -- add` checks a file against
 * (cms/editor/feed-file.ts): the CMS's own needs only. Whether a plugin can show it is the client's
 * call (its schemas, explained in preview), so a content keeps every other field as it is sent.
 */

/** Where the editors' API lives (cms/routes/editor.ts). */
export const EDITOR_API = '/api/editor';

/** A category code as the feed call takes it (no '*': an order or a panel belongs to one category). */
export const CATEGORY_CODE = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' } as const;
/** The home's category (src/pages/HomePage.tsx HOME_CATEGORY): where a panel goes unless told. */
export const DEFAULT_CATEGORY = CITY.newsCategory;
const NAME = { type: 'string', maxLength: 200 } as const;
const SLOT = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9][\\w.-]*$' } as const;

/** A content item as the CMS sends it; `draft: 1` keeps it unpublished (only an editor's preview lists it). */
export const CONTENT_SHAPE = {
  type: 'object',
  required: ['id', 'type', 'title'],
  additionalProperties: true,
  properties: {
    id: idParam,
    type: SLOT,
    title: NAME,
    listStyle: { type: ['integer', 'null'], minimum: 0, maximum: 9999 },
    issueTimeStamp: { type: 'integer', minimum: 0, maximum: 8_640_000_000_000_000 },
    draft: { type: 'integer', enum: [0, 1] },
  },
} as const;

/** The fields a panel may carry here (a typo is refused, naming the nearest of these). */
export const PANEL_FIELDS = ['id', 'code', 'name', 'typeCode', 'config', 'subCategories', 'contents', 'categoryCode', 'position'] as const;

/** A panel: its items are content ids already on the CMS, in order; `position` is 1-based in its category. */
export const PANEL_SHAPE = {
  type: 'object',
  required: ['id', 'typeCode'],
  additionalProperties: true,
  properties: {
    id: idParam,
    code: { type: ['string', 'null'], maxLength: 100 },
    name: { type: ['string', 'null'], maxLength: 200 },
    typeCode: SLOT,
    config: { type: ['object', 'null'] },
    subCategories: { type: ['array', 'null'], maxItems: 0 },
    contents: { type: 'array', maxItems: 500, uniqueItems: true, items: idParam, default: [] },
    categoryCode: CATEGORY_CODE,
    position: { type: 'integer', minimum: 1, maximum: 10_000 },
  },
} as const;

/** A category's order: these panels first, in this order; its other panels follow as they were. */
export const ORDER_SHAPE = {
  type: 'object',
  required: ['panels'],
  additionalProperties: true,
  properties: { panels: { type: 'array', minItems: 1, maxItems: 500, uniqueItems: true, items: idParam } },
} as const;

export interface ContentInput extends Record<string, unknown> {
  id: number;
  type: string;
  title: string;
  issueTimeStamp?: number;
  draft?: 0 | 1;
}

export interface PanelInput {
  id: number;
  code?: string | null;
  name?: string | null;
  typeCode: string;
  config?: Record<string, unknown> | null;
  contents: number[];
  categoryCode?: string;
  position?: number;
}

/** Fields of `value` that `known` does not list. */
export const unknownFields = (value: object, known: readonly string[]): string[] => Object.keys(value).filter((key) => !known.includes(key));

/** The known name a typo most likely meant (same letters in another case, or one or two edits away). */
export function nearestName(typo: string, known: readonly string[]): string | null {
  const lower = typo.toLowerCase();
  let best: { name: string; distance: number } | null = null;
  for (const name of known) {
    const distance = name.toLowerCase() === lower ? 0 : editDistance(lower, name.toLowerCase());
    if (distance <= 2 && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name ?? null;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min((previous[j] as number) + 1, (row[j - 1] as number) + 1, (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length] as number;
}

/** What is wrong with an unknown field: 'not a field of a panel (did you mean typeCode?)'. */
export function unknownFieldNote(field: string, known: readonly string[], what: string): string {
  const near = nearestName(field, known);
  return `not a field of ${what}${near ? ` (did you mean ${near}?)` : ` (it has: ${known.join(', ')})`}`;
}
