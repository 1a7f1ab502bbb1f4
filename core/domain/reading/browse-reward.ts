/** Spec 2 §4, §9: the browse task is earned after 10 s on a detail page. */
export const BROWSE_REWARD_DELAY_MS = 10_000;

/**
 * Runs `earn` once the reader has stayed `delayMs` on the page; leaving earlier (the returned cancel)
 * earns nothing. The once-a-day rule is core/domain/points' (interactions/points-tasks.ts reports it).
 */
export function scheduleBrowseReward(earn: () => void, delayMs: number = BROWSE_REWARD_DELAY_MS): () => void {
  const timer = setTimeout(earn, delayMs);
  return () => clearTimeout(timer);
}
