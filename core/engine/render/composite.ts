import { CmsAnswerError } from './cms-answer-error.ts';
import type { ContentItem, Panel } from '../../../schemas/generated/types.ts';
import type { DropReason, EngineBus } from '../../engine/events.ts';
import { decideCard, decidePanel } from '../../engine/registry/dispatch.ts';
import type { RegistryIndex } from '../../engine/registry/registry.ts';
import type { ItemEntry, PanelPlugin } from '../../engine/registry/types.ts';

export type { ItemEntry } from '../../engine/registry/types.ts';
import { validateAs } from '../../engine/schema/validate.ts';

/*
 * The resolver validates: the readers' validators must have loaded first (a page's first answer from
 * the network brings them; a render resolving what it was handed asks with useReaderValidators, async
 * work with loadReaderValidators). It does not import them itself, so a page that only imports it
 * (its views share chunks with it) loads none before it needs them.
 */

/** Success code of content-system answers (number or string on the wire, a number after coercion). */
export const CMS_SUCCESS_CODE = 200;

export type PanelEntry =
  | { status: 'ok'; panel: Panel; plugin: PanelPlugin; items: ItemEntry[]; /** Fields removed as unusable (never a drop). */ warnings: string[] }
  | {
      status: 'dropped';
      panelId: string | null;
      typeCode: string | null;
      reason: DropReason;
      errors: string[];
      raw: unknown;
    };

export { CmsAnswerError } from './cms-answer-error.ts';

/** An id or code of raw CMS data, for reports: own properties only (a CMS string is never a prototype key). */
const field = (raw: unknown, name: string): string | null => {
  if (raw === null || typeof raw !== 'object' || !Object.prototype.hasOwnProperty.call(raw, name)) return null;
  const value: unknown = (raw as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};

/**
 * Validates one item and picks its card. The card's own schema decides what the item needs; what the
 * card receives is the value that schema coerced and repaired (core/engine/schema/tolerant.ts).
 */
export function resolveItem(index: RegistryIndex, raw: unknown, panelId: string | null, bus?: EngineBus): ItemEntry {
  const itemId = field(raw, 'id');
  const drop = (reason: DropReason, errors: string[]): ItemEntry => {
    bus?.emit('item:dropped', { panelId, itemId, reason, errors });
    return { status: 'dropped', itemId, reason, errors, raw };
  };
  const base = validateAs<ContentItem>('content-item', raw);
  if (!base.ok) return drop('invalid', base.errors);
  const card = decideCard(index, base.value.type, base.value.listStyle);
  if (card.kind === 'unsupported') return drop('unsupported', [`no card plugin for ${card.key}`]);
  let item = base.value;
  const warnings = [...base.warnings];
  if (card.plugin.schema !== 'content-item') {
    const strict = validateAs<ContentItem>(card.plugin.schema, base.value);
    if (!strict.ok) return drop('invalid', strict.errors.map((e) => `${card.plugin.schema}: ${e}`));
    item = strict.value;
    warnings.push(...strict.warnings.map((w) => `${card.plugin.schema}: ${w}`));
  }
  if (warnings.length > 0) bus?.emit('item:warned', { panelId, itemId, pluginKey: card.plugin.key, warnings });
  return { status: 'ok', item, card: card.plugin, warnings };
}

/** The raw items a validated panel shows, in order: its contents less the types its config filters out. */
export function shownContents(panel: Panel): unknown[] {
  const leftOut = new Set(panel.config?.filterItems ?? []);
  return (panel.contents ?? []).filter((c) => !leftOut.has(field(c, 'type') ?? ''));
}

type PanelShell = Exclude<PanelEntry, { status: 'ok' }> | { status: 'ok'; panel: Panel; plugin: PanelPlugin; warnings: string[] };
type UsablePanel = Extract<PanelShell, { status: 'ok' }>;

/** The entry of a usable panel with its items (which stand in for its raw contents). */
const withItems = (shell: UsablePanel, items: ItemEntry[]): PanelEntry => ({ ...shell, panel: { ...shell.panel, contents: [] }, items });

/** A panel without its items: dropped whole when a needed field is unusable or its typeCode unknown. */
function resolvePanelShell(index: RegistryIndex, raw: unknown, bus?: EngineBus): PanelShell {
  const drop = (reason: DropReason, errors: string[]): PanelEntry => {
    const panelId = field(raw, 'id');
    const typeCode = field(raw, 'typeCode');
    bus?.emit('panel:dropped', { panelId, typeCode, reason, errors });
    return { status: 'dropped', panelId, typeCode, reason, errors, raw };
  };
  const checked = validateAs<Panel>('panel', raw, { unjudgedList: 'contents' });
  if (!checked.ok) return drop('invalid', checked.errors);
  let panel = checked.value;
  const warnings = [...checked.warnings];
  const plugin = decidePanel(index, panel.typeCode);
  if (plugin.kind === 'unsupported') return drop('unsupported', [`no panel plugin for typeCode "${panel.typeCode}"`]);
  if (plugin.plugin.schema !== 'panel') {
    const strict = validateAs<Panel>(plugin.plugin.schema, panel);
    if (!strict.ok) return drop('invalid', strict.errors.map((e) => `${plugin.plugin.schema}: ${e}`));
    panel = strict.value;
    warnings.push(...strict.warnings.map((w) => `${plugin.plugin.schema}: ${w}`));
  }
  if (warnings.length > 0) bus?.emit('panel:warned', { panelId: panel.id, typeCode: panel.typeCode, warnings });
  return { status: 'ok', panel, plugin: plugin.plugin, warnings };
}

/** One panel: a needed field unusable or an unknown typeCode drops it whole; its items are resolved one by one. */
export function resolvePanel(index: RegistryIndex, raw: unknown, bus?: EngineBus): PanelEntry {
  const shell = resolvePanelShell(index, raw, bus);
  if (shell.status !== 'ok') return shell;
  return withItems(shell, shownContents(shell.panel).map((c) => resolveItem(index, c, shell.panel.id, bus)));
}

/**
 * How long a stretch of item checks runs before it lets the page handle a tap: a task over 50 ms is
 * a long task, and on a slow phone the same work takes several times what it takes here.
 */
export const RESOLVE_SLICE_MS = 8;

/**
 * resolvePanel for a list that arrives after the page is live ('more news'): the same checks, in
 * slices of RESOLVE_SLICE_MS with `pause` between them. The first item's check is the longest (the
 * browser compiles the validators then).
 */
export async function resolvePanelInSlices(index: RegistryIndex, raw: unknown, pause: () => Promise<void>, bus?: EngineBus): Promise<PanelEntry> {
  const shell = resolvePanelShell(index, raw, bus);
  if (shell.status !== 'ok') return shell;
  const items: ItemEntry[] = [];
  let sliceStart = performance.now();
  for (const content of shownContents(shell.panel)) {
    if (performance.now() - sliceStart >= RESOLVE_SLICE_MS) {
      await pause();
      sliceStart = performance.now();
    }
    items.push(resolveItem(index, content, shell.panel.id, bus));
  }
  return withItems(shell, items);
}

/**
 * The composite answer of a category: the envelope needs only a usable `code` (and `data` on
 * success); a `message` or any other field of the wrong type is dropped with a warning. Each panel
 * is resolved on its own, so a `null`, number or string among them is dropped alone.
 */
export function resolveComposite(index: RegistryIndex, answer: unknown, bus?: EngineBus): PanelEntry[] {
  const envelope = validateAs<{ code: number; message?: string | null; data?: unknown[] | null }>('composite-data', answer, { unjudgedList: 'data' });
  if (!envelope.ok) throw new CmsAnswerError(null, `unexpected answer: ${envelope.errors.join('; ')}`);
  const { code, message, data } = envelope.value;
  if (code !== CMS_SUCCESS_CODE) throw new CmsAnswerError(code, message ?? '');
  if (envelope.warnings.length > 0) bus?.emit('panel:warned', { panelId: null, typeCode: null, warnings: envelope.warnings.map((w) => `envelope: ${w}`) });
  return (data ?? []).map((raw) => resolvePanel(index, raw, bus));
}
