import type { MessageKey, Translate } from '../../engine/i18n/i18n.ts';

/** Spec 2 §9: the vote's participation line, by whether anybody has voted yet. */
export const VOTE_TEXT_KEYS = {
  participants: 'votes.participants',
  none: 'votes.beFirst',
} as const satisfies Record<string, MessageKey>;

/** 'N people took part', or 'be the first to share your view' while the total is 0 (or unknown). */
export function voteParticipationText(voteTotal: number | string | null | undefined, t: Translate): string {
  const total = Math.floor(Number(voteTotal ?? 0));
  return Number.isFinite(total) && total > 0
    ? t(VOTE_TEXT_KEYS.participants, { count: total })
    : t(VOTE_TEXT_KEYS.none);
}
