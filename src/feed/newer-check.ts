import type { PanelEntry } from '../../core/engine/render/composite.ts';
import { isNewerAnswer } from '../../core/domain/feed/newer-items.ts';

export interface NewerCheck {
  /** The feed's first page, asked quietly. */
  ask(signal: AbortSignal): Promise<PanelEntry[]>;
  /** What the feed shows now. */
  shown(): readonly PanelEntry[];
  /** A newer answer than the one shown exists. */
  onNewer(): void;
  /** How long the page must have been hidden (core/domain/feed/newer-answer.ts). */
  afterHiddenMs: number;
}

/**
 * Back in view after a while, a feed asks quietly whether the CMS has newer items than those shown
 * (spec 1 §9 'new updates, pull down to refresh'). Returns the stop function.
 */
export function watchForNewer({ ask, shown, onNewer, afterHiddenMs }: NewerCheck): () => void {
  let hiddenAt: number | null = null;
  const controller = new AbortController();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      hiddenAt = performance.now();
      return;
    }
    if (hiddenAt === null || performance.now() - hiddenAt < afterHiddenMs) return;
    hiddenAt = null;
    ask(controller.signal).then(
      (answer) => !controller.signal.aborted && isNewerAnswer(shown(), answer) && onNewer(),
      () => {}, // a quiet question: its failure changes nothing the reader sees
    );
  };
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    controller.abort();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
