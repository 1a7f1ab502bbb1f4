import type { PanelEntry } from '../../engine/render/composite.ts';

/** The latest issue time (ms since the epoch) of the items a feed shows; null when none says. */
function newestIssueTime(panels: readonly PanelEntry[]): number | null {
  let newest: number | null = null;
  for (const entry of panels) {
    if (entry.status !== 'ok') continue;
    for (const item of entry.items) {
      const time = item.status === 'ok' ? item.item.issueTimeStamp : null;
      if (typeof time === 'number' && (newest === null || time > newest)) newest = time;
    }
  }
  return newest;
}

/**
 * Spec 1 §9 'new updates, pull down to refresh': the answer is newer when it has an item issued after
 * every item shown. Items without an issue time say nothing (a reordered or personalised list is not
 * news).
 */
export function isNewerAnswer(shown: readonly PanelEntry[], answer: readonly PanelEntry[]): boolean {
  const latest = newestIssueTime(answer);
  if (latest === null) return false;
  const shownLatest = newestIssueTime(shown);
  return shownLatest === null || latest > shownLatest;
}
