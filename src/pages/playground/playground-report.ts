import { CmsAnswerError } from '../../../core/engine/render/cms-answer-error.ts';
import { resolveComposite, resolveItem, resolvePanel, shownContents, type ItemEntry, type PanelEntry } from '../../../core/engine/render/composite.ts';
import { decideCard, decideOpener } from '../../../core/engine/registry/dispatch.ts';
import { knownContentTypes, nearestName } from '../../../core/engine/registry/nearest-name.ts';
import { explainCardMatch, type CardMatchKind } from '../../../core/engine/registry/explain.ts';
import type { RegistryIndex } from '../../../core/engine/registry/registry.ts';
import type { CardPlugin, OpenAction, PanelPlugin } from '../../../core/engine/registry/types.ts';
import { coercedFields, type Coercion } from '../../../core/engine/schema/coercions.ts';
import { validateAs } from '../../../core/engine/schema/validate.ts';
import { provideBundledReaderValidators } from '../../../core/engine/schema/reader-validators.ts';
import type { Panel } from '../../../schemas/generated/types.ts';
import { IN_BROWSER_CONTEXT } from '../plugin-gallery/opener-samples.ts';
import type { ValuePath } from './schema-form/form-values.ts';
import type { playgroundMessages } from './playground.messages.ts';
import { isRecord } from '../../../core/engine/schema/json-guards.ts';

// The developers' pages validate while they render.
provideBundledReaderValidators();

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
  /** The plugin that took it (or, left out as invalid, would have), null when none could. */
  plugin: PanelPlugin | CardPlugin | null;
  /** Why it was left out, for what an editor can do about it. */
  reason: 'invalid' | 'unsupported' | null;
  /** Developers' why: the slot that matched. */
  why: { key: Key; params: Record<string, string> } | null;
  errors: readonly string[];
  warnings: readonly string[];
  /** Values coerced ("12" → 12) and defaults filled (folded into one summary for the whole report). */
  coerced: readonly Coercion[];
  opens: OpenAction | null;
  /** The registered name a mistyped typeCode or content type likely meant. */
  meant: string | null;
  /** What the CMS sent: list elements in its findings are named by their titles. */
  raw: unknown;
  /** Where it sits in the pasted JSON (the form edits it there). */
  at: ValuePath;
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

/** What a left-out row has nothing of. */
const LEFT_OUT = { shown: false, why: null, warnings: [], coerced: [], opens: null, meant: null } as const;

/** The panel id items pasted alone are shown in. */
export const PLAYGROUND_PANEL_ID = 'playground';

const text = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

/** A composite answer, a list of panels or items, one panel, or one item. */
export function inputKind(value: unknown): InputKind | null {
  if (Array.isArray(value)) return value.some((v) => isRecord(v) && 'typeCode' in v) ? 'panels' : 'items';
  if (!isRecord(value)) return null;
  if ('code' in value && 'data' in value) return 'composite';
  return 'typeCode' in value ? 'panel' : 'item';
}

/** A content type no card or opener names, and the one it likely meant (null when it is known or nothing is close). */
function unknownType(index: RegistryIndex, type: string | null | undefined): string | null {
  const known = knownContentTypes(index);
  return type && !known.has(type) ? nearestName(type, known) : null;
}

function itemRow(index: RegistryIndex, raw: unknown, entry: ItemEntry, at: ValuePath): ReportRow {
  if (entry.status === 'dropped') {
    const type = isRecord(raw) ? text(raw.type) : null;
    const style = isRecord(raw) ? text(raw.listStyle) : null;
    const card = decideCard(index, type ?? 'news_common', style === null || style === '' ? null : Number(style));
    return { ...LEFT_OUT, level: 'item', id: entry.itemId, name: isRecord(raw) ? text(raw.title) : null, plugin: card.kind === 'matched' ? card.plugin : null, reason: entry.reason, errors: entry.errors, raw, at };
  }
  const { item } = entry;
  const match = explainCardMatch(index, item.type, item.listStyle);
  const params = { type: item.type ?? '', listStyle: String(item.listStyle ?? 'unset'), plugin: entry.card.key };
  const opener = decideOpener(index, item.type);
  return {
    level: 'item',
    id: item.id,
    name: item.title,
    shown: true,
    plugin: entry.card,
    reason: null,
    why: { key: CARD_WHY[match?.kind ?? 'any'], params },
    errors: [],
    warnings: entry.warnings,
    coerced: coercedFields(raw, item),
    opens: opener.kind === 'matched' ? opener.plugin.decide(item, IN_BROWSER_CONTEXT) : null,
    meant: unknownType(index, item.type),
    raw,
    at,
  };
}

function panelRows(index: RegistryIndex, raw: unknown, entry: PanelEntry, at: ValuePath): ReportRow[] {
  if (entry.status === 'dropped') {
    const plugin = entry.typeCode ? index.panels.get(entry.typeCode) ?? null : null;
    const meant = entry.reason === 'unsupported' && entry.typeCode ? nearestName(entry.typeCode, index.panels.keys()) : null;
    return [{ ...LEFT_OUT, level: 'panel', id: entry.panelId, name: isRecord(raw) ? text(raw.name) : null, plugin, reason: entry.reason, errors: entry.errors, meant, raw, at }];
  }
  // Its contents handed through as they came: each shown item is found in the pasted list by identity.
  const checked = validateAs<Panel>('panel', raw, { unjudgedList: 'contents' });
  const contents = checked.ok ? shownContents(checked.value) : [];
  const sent = isRecord(raw) && Array.isArray(raw.contents) ? raw.contents : [];
  const { panel } = entry;
  return [
    {
      level: 'panel',
      id: panel.id,
      name: panel.name ?? null,
      shown: true,
      plugin: entry.plugin,
      reason: null,
      why: { key: 'playground.why.typeCode', params: { typeCode: panel.typeCode, plugin: entry.plugin.key } },
      errors: [],
      warnings: entry.warnings,
      coerced: coercedFields(raw, panel, ['contents']),
      opens: null,
      meant: null,
      raw,
      at,
    },
    ...entry.items.map((item, i) => itemRow(index, contents[i], item, [...at, 'contents', sent.indexOf(contents[i])])),
  ];
}

/** Resolves pasted JSON with the registry, as a page would, and reports on each panel and item. */
export function renderInput(index: RegistryIndex, value: unknown): PlaygroundResult {
  const kind = inputKind(value);
  if (kind === null) return { status: 'failed', key: 'playground.notAnInput', params: {} };
  if (kind === 'items' || kind === 'item') {
    const raws = kind === 'item' ? [value] : (value as unknown[]);
    const items = raws.map((raw) => resolveItem(index, raw, PLAYGROUND_PANEL_ID));
    return { status: 'rendered', kind, panels: [], items, rows: items.map((entry, i) => itemRow(index, raws[i], entry, kind === 'item' ? [] : [i])) };
  }
  let raws: unknown[];
  let panels: PanelEntry[];
  try {
    raws = kind === 'composite' ? (isRecord(value) && Array.isArray(value.data) ? value.data : []) : kind === 'panel' ? [value] : (value as unknown[]);
    panels = kind === 'composite' ? resolveComposite(index, value) : raws.map((raw) => resolvePanel(index, raw));
  } catch (error) {
    const message = error instanceof CmsAnswerError ? error.message : String(error);
    return { status: 'failed', key: 'playground.answerFailed', params: { message } };
  }
  return { status: 'rendered', kind, panels, items: [], rows: panels.flatMap((entry, i) => panelRows(index, raws[i], entry, kind === 'composite' ? ['data', i] : kind === 'panel' ? [] : [i])) };
}

