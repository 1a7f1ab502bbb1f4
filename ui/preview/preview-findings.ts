import { FINDING_ATTRIBUTE, FINDING_LABEL_ATTRIBUTE, type FindingKind } from '../../core/engine/render/preview-finding.ts';

export interface Finding {
  kind: FindingKind;
  anchor: string;
  label: string;
}

export type FindingCounts = Record<FindingKind, number>;

/** The findings the page shows now, in page order (placeholders, warning notes, draft marks). */
export function findingsIn(root: ParentNode): Finding[] {
  return [...root.querySelectorAll<HTMLElement>(`[${FINDING_ATTRIBUTE}]`)].map((element) => ({
    kind: element.getAttribute(FINDING_ATTRIBUTE) as FindingKind,
    anchor: element.id,
    label: element.getAttribute(FINDING_LABEL_ATTRIBUTE) ?? '',
  }));
}

export function countFindings(findings: readonly Finding[]): FindingCounts {
  const counts: FindingCounts = { 'panel-dropped': 0, 'item-dropped': 0, 'panel-warned': 0, 'item-warned': 0, 'plugin-error': 0, draft: 0 };
  for (const finding of findings) counts[finding.kind]++;
  return counts;
}

/** Calls `changed` with the page's findings now and whenever the page's content changes (one call per frame). */
export function watchFindings(root: HTMLElement, changed: (findings: Finding[]) => void): () => void {
  let frame = 0;
  const read = () => {
    frame = 0;
    changed(findingsIn(root));
  };
  const observer = new MutationObserver(() => {
    if (frame === 0) frame = requestAnimationFrame(read);
  });
  observer.observe(root, { childList: true, subtree: true });
  read();
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}
