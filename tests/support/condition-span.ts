/**
 * When a condition on the page began to hold and when it stopped, timed by the DOM changes themselves
 * (a MutationObserver), not by sleeping and looking: a busy machine delays the test's own timers, never
 * these stamps. For "shown for N ms" rules: a toast's life, a confirmation's animation class.
 */
export interface ConditionSpan {
  /** performance.now() when the condition first held; null until then. */
  began(): number | null;
  /** performance.now() when it stopped holding after that; null until then. */
  ended(): number | null;
}

export function watchCondition(holds: () => boolean): ConditionSpan {
  let began: number | null = holds() ? performance.now() : null;
  let ended: number | null = null;
  const observer = new MutationObserver(() => {
    const now = performance.now();
    const holding = holds();
    if (holding && began === null) began = now;
    if (!holding && began !== null && ended === null) {
      ended = now;
      observer.disconnect();
    }
  });
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  return { began: () => began, ended: () => ended };
}
