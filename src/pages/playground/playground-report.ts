import { CmsAnswerError } from '../../../core/feed/cms-answer-error.ts';
import { resolveComposite, resolveItem, resolvePanel, shownContents, type ItemEntry, type PanelEntry } from '../../../core/feed/composite.ts';
import { decideOpener } from '../../../core/registry/dispatch.ts';
import { explainCardMatch, type CardMatchKind } from '../../../core/registry/explain.ts';
import type { RegistryIndex } from '../../../core/registry/registry.ts';
import type { OpenAction } from '../../../core/registry/types.ts';
import { coercedFields, type Coercion } from '../../../core/schema/coercions.ts';
import { validateAs } from '../../../core/schema/validate.ts';
import type { Panel } from '../../../schemas/generated/types.ts';
import { IN_BROWSER_CONTEXT } from '../plugin-gallery/opener-samples.ts';
import type { playgroundMessages } from './playground.messages.ts';

/**
 * What the playground makes of pasted JSON (pure: a node test runs it): the entries the real engine
 * resolves, and one report row per panel and item: the plugin and why, what was left out and why,
 * the fields removed (warnings) and coerced, and where a tap would go.
 */
type Key = keyof (typeof playgroundMessages)['en'] & string;

export interface ReportRow {
  level: 'panel' | 'item';
  id: string | null;
  name: string | null;
  shown: boolean;
  /** The plugin's title, or null when none took it. */
  plugin: string | null;
  why: { key: Key; params: Record<string, string> } | null;
  errors: readonly string[];
  warnings: readonly string[];
  coerced: readonly Coercion[];
  opens: string | null;
}

export type InputKind = 'composite' | 'panels' | 'panel' | 'items' | 'item';

export type PlaygroundResult =
  | { status: 'rendered'; kind: InputKind; panels: PanelEntry[]; items: ItemEntry[]; rows: ReportRow[] }
  | { status: 'failed'; key: Key; params: Record<string, string> };

const CARD_WHY: Record<CardMatchKind, Key> = {
  exact: 'playground.why.card.exact',
  type: 'playground.why.card.type',
  listStyle: 'playground.why.card.listStyle',
  any: 'playground.why.card.any',
};

/** The panel id items pasted alone are shown in. */
export const PLAYGROUND_PANEL_ID = 'playground';

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

/** A composite answer, a list of panels or items, one panel, or one item. */
export function inputKind(value: unknown): InputKind | null {
  if (Array.isArray(value)) return value.some((v) => isObject(v) && 'typeCode' in v) ? 'panels' : 'items';
  if (!isObject(value)) return null;
  if ('code' in value && 'data' in value) return 'composite';
  return 'typeCode' in value ? 'panel' : 'item';
}

function describeAction(action: OpenAction): string {
  if (action.kind === 'route') return action.path;
  if (action.kind === 'external') return action.url;
  if (action.kind === 'native') return `app: ${action.handler}`;
  return `— (${action.reason})`;
}

function itemRow(index: RegistryIndex, raw: unknown, entry: ItemEntry): ReportRow {
  if (entry.status === 'dropped') {
    return { level: 'item', id: entry.itemId, name: isObject(raw) ? text(raw.title) : null, shown: false, plugin: null, why: null, errors: entry.errors, warnings: [], coerced: [], opens: null };
  }
  const { item } = entry;
  const match = explainCardMatch(index, item.type, item.listStyle);
  const params = { type: item.type ?? '', listStyle: String(item.listStyle ?? 'unset'), plugin: entry.card.title };
  const opener = decideOpener(index, item.type);
  return {
    level: 'item',
    id: item.id,
    name: item.title,
    shown: true,
    plugin: entry.card.title,
    why: { key: CARD_WHY[match?.kind ?? 'any'], params },
    errors: [],
    warnings: entry.warnings,
    coerced: coercedFields(raw, item),
    opens: opener.kind === 'matched' ? describeAction(opener.plugin.decide(item, IN_BROWSER_CONTEXT)) : null,
  };
}

function panelRows(index: RegistryIndex, raw: unknown, entry: PanelEntry): ReportRow[] {
  if (entry.status === 'dropped') {
    return [{ level: 'panel', id: entry.panelId, name: isObject(raw) ? text(raw.name) : null, shown: false, plugin: null, why: null, errors: entry.errors, warnings: [], coerced: [], opens: null }];
  }
  const checked = validateAs<Panel>('panel', raw);
  const contents = checked.ok ? shownContents(checked.value) : [];
  const { panel } = entry;
  return [
    {
      level: 'panel',
      id: panel.id,
      name: panel.name ?? null,
      shown: true,
      plugin: entry.plugin.title,
      why: { key: 'playground.why.typeCode', params: { typeCode: panel.typeCode, plugin: entry.plugin.title } },
      errors: [],
      warnings: entry.warnings,
      coerced: coercedFields(raw, panel, ['contents']),
      opens: null,
    },
    ...entry.items.map((item, i) => itemRow(index, contents[i], item)),
  ];
}

/** Resolves pasted JSON with the registry, as a page would, and reports on each panel and item. */
export function renderInput(index: RegistryIndex, value: unknown): PlaygroundResult {
  const kind = inputKind(value);
  if (kind === null) return { status: 'failed', key: 'playground.notAnInput', params: {} };
  if (kind === 'items' || kind === 'item') {
    const raws = kind === 'item' ? [value] : (value as unknown[]);
    const items = raws.map((raw) => resolveItem(index, raw, PLAYGROUND_PANEL_ID));
    return { status: 'rendered', kind, panels: [], items, rows: items.map((entry, i) => itemRow(index, raws[i], entry)) };
  }
  let raws: unknown[];
  let panels: PanelEntry[];
  try {
    raws = kind === 'composite' ? (isObject(value) && Array.isArray(value.data) ? value.data : []) : kind === 'panel' ? [value] : (value as unknown[]);
    panels = kind === 'composite' ? resolveComposite(index, value) : raws.map((raw) => resolvePanel(index, raw));
  } catch (error) {
    const message = error instanceof CmsAnswerError ? error.message : String(error);
    return { status: 'failed', key: 'playground.answerFailed', params: { message } };
  }
  return { status: 'rendered', kind, panels, items: [], rows: panels.flatMap((entry, i) => panelRows(index, raws[i], entry)) };
}

