/**
 * Preview's findings in the page: each placeholder, warning note and draft mark carries
 * `data-preview-finding` (its kind), `data-preview-label` (what it is about) and an id to link to,
 * so the preview banner (ui/preview/PreviewBanner.tsx) counts what the page shows and links to each.
 */
export const FINDING_ATTRIBUTE = 'data-preview-finding';
export const FINDING_LABEL_ATTRIBUTE = 'data-preview-label';

export type FindingKind = 'panel-dropped' | 'item-dropped' | 'panel-warned' | 'item-warned' | 'plugin-error' | 'draft';

/** A stable id for a finding: "preview-item-48662-100999" (characters an id may not hold become "_"). */
export function findingAnchor(kind: FindingKind, panelId: string | null, itemId?: string | null): string {
  const part = (value: string | null | undefined) => (value ?? 'none').replace(/[^\w-]/g, '_');
  return itemId === undefined ? `preview-${kind}-${part(panelId)}` : `preview-${kind}-${part(panelId)}-${part(itemId)}`;
}

/** An own string or number field of raw CMS data (never a prototype key). */
export function rawField(raw: unknown, name: string): string | null {
  if (raw === null || typeof raw !== 'object' || !Object.prototype.hasOwnProperty.call(raw, name)) return null;
  const value: unknown = (raw as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}
