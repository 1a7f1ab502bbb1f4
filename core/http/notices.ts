import { subscribeTo, type EngineBus } from '../events.ts';
import type { MessageKey, Translate } from '../i18n/i18n.ts';

/** A text to show: a catalogue key (translated when shown) or the server's own words. */
export type NoticeText = { key: MessageKey; params?: Record<string, string | number> } | { raw: string };

/** What a failure or an answer asks the reader to see (spec 1 §8, spec 2 §8). */
export type Notice =
  | { kind: 'toast'; text: NoticeText; durationMs?: number }
  | { kind: 'alert'; title: NoticeText; text: NoticeText }
  | { kind: 'none' };

export interface ToastState {
  id: number;
  text: NoticeText;
  /** Unset: the Toast component's default (spec 2 §9: 2 s). */
  durationMs?: number;
}

export interface AlertState {
  id: number;
  title: NoticeText;
  text: NoticeText;
}

export interface NoticeState {
  toast: ToastState | null;
  alert: AlertState | null;
}

/** The page's notices: one toast at a time (a newer one replaces it) and one alert until confirmed. */
export interface NoticeCentre {
  show(notice: Notice): void;
  /** The toast's time is up (only that toast: a newer one stays). */
  dismissToast(id: number): void;
  /** The reader confirmed the alert, or it closed itself. */
  confirmAlert(id: number): void;
  getSnapshot(): NoticeState;
  subscribe(listener: () => void): () => void;
}

export const textOf = (text: NoticeText, t: Translate): string => ('raw' in text ? text.raw : t(text.key, text.params));

/** The page's notices, held per engine; a change is announced on its bus ('notices:changed'). */
export function createNoticeCentre(bus: EngineBus): NoticeCentre {
  let state: NoticeState = { toast: null, alert: null };
  let nextId = 1;
  const set = (next: NoticeState) => {
    state = next;
    bus.emit('notices:changed');
  };
  return {
    show(notice) {
      if (notice.kind === 'toast') {
        set({ ...state, toast: { id: nextId++, text: notice.text, durationMs: notice.durationMs } });
      } else if (notice.kind === 'alert' && !state.alert) {
        // Spec 1 §8: the alert is shown once until confirmed; failures meanwhile do not stack more.
        set({ ...state, alert: { id: nextId++, title: notice.title, text: notice.text } });
      }
    },
    dismissToast(id) {
      if (state.toast?.id === id) set({ ...state, toast: null });
    },
    confirmAlert(id) {
      if (state.alert?.id === id) set({ ...state, alert: null });
    },
    getSnapshot: () => state,
    subscribe: subscribeTo(bus, 'notices:changed'),
  };
}
