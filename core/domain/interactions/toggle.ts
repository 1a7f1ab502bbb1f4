import { isSuccessCode } from '../../engine/http/answer-notice.ts';

/**
 * Spec 2 §4: like and favourite are toggles; the server answers the new state as 1/0 or true/false.
 * The reader's view flips to that state and its count moves by one, never below zero.
 */

export interface ToggleState {
  active: boolean;
  count: number;
}

export type ToggleAnswer = { ok: true; active: boolean } | { ok: false; message: string | null };

const ACTIVE_VALUES: readonly unknown[] = [1, true, '1', 'true'];
const INACTIVE_VALUES: readonly unknown[] = [0, false, '0', 'false'];

/** The new state from a content-system answer `{ code, message, data }`; anything else is a failure. */
export function readToggleAnswer(answer: unknown): ToggleAnswer {
  if (typeof answer !== 'object' || answer === null) return { ok: false, message: null };
  const { code, message, data } = answer as { code?: unknown; message?: unknown; data?: unknown };
  const text = typeof message === 'string' && message.trim() ? message.trim() : null;
  if (!isSuccessCode(code)) return { ok: false, message: text };
  if (ACTIVE_VALUES.includes(data)) return { ok: true, active: true };
  if (INACTIVE_VALUES.includes(data)) return { ok: true, active: false };
  return { ok: false, message: null };
}

/** A count that may come as text or be missing, as a whole number of at least zero. */
export function safeCount(count: number | string | null | undefined): number {
  const n = typeof count === 'string' ? Number(count.trim()) : count;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** The state after the server said `active`: the count moves only when the state really changed. */
export function applyToggle(state: ToggleState, active: boolean): ToggleState {
  if (state.active === active) return state;
  return { active, count: Math.max(0, state.count + (active ? 1 : -1)) };
}
