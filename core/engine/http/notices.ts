import { subscribeTo, type EngineBus } from '../events.ts';
import type { MessageKey, Translate } from '../i18n/i18n.ts';

declare module '../events.ts' {
  interface EngineEvents {
    /** The notice centre's toast, alert or question changed. */
    'notices:changed': undefined;
  }
}

/** A text to show: a catalogue key (translated when shown) or the server's own words. */
export type NoticeText = { key: MessageKey; params?: Record<string, string | number> } | { raw: string };

/** A question with cancel and confirm (e.g. spec 1 §4: not logged in yet, go to login?). */
export interface Question {
  /** Unset: the text alone names the question. */
  title?: NoticeText;
  text: NoticeText;
  cancel: NoticeText;
  confirm: NoticeText;
}

/** What a failure, an answer or a feature asks the reader to see (spec 1 §8, spec 2 §8). */
export type Notice =
  | { kind: 'toast'; text: NoticeText; durationMs?: number }
  | { kind: 'alert'; title: NoticeText; text: NoticeText }
  | ({ kind: 'confirm'; answer: (confirmed: boolean) => void } & Question)
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

export interface QuestionState extends Question {
  id: number;
  answer: (confirmed: boolean) => void;
}

export interface NoticeState {
  toast: ToastState | null;
  alert: AlertState | null;
  /** Unset while no question shows. */
  question?: QuestionState;
}

/** The page's notices: one toast at a time (a newer one replaces it) and one alert until confirmed. */
export interface NoticeCentre {
  show(notice: Notice): void;
  /** The toast's time is up (only that toast: a newer one stays). */
  dismissToast(id: number): void;
  /** The reader confirmed the alert, or it closed itself. */
  confirmAlert(id: number): void;
  /** The reader answered the question (Escape cancels). */
  answerQuestion(id: number, confirmed: boolean): void;
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
      } else if (notice.kind === 'confirm') {
        // One question at a time: a newer one replaces the one showing, which counts as cancelled.
        const { title, text, cancel, confirm, answer } = notice;
        state.question?.answer(false);
        set({ ...state, question: { id: nextId++, title, text, cancel, confirm, answer } });
      }
    },
    dismissToast(id) {
      if (state.toast?.id === id) set({ ...state, toast: null });
    },
    confirmAlert(id) {
      if (state.alert?.id === id) set({ ...state, alert: null });
    },
    answerQuestion(id, confirmed) {
      const question = state.question;
      if (question?.id !== id) return;
      set({ toast: state.toast, alert: state.alert });
      question.answer(confirmed);
    },
    getSnapshot: () => state,
    subscribe: subscribeTo(bus, 'notices:changed'),
  };
}

/** Asks the reader through the page's notices (the notice host shows it); true for confirm. */
export function ask(notices: Pick<NoticeCentre, 'show'>, question: Question): Promise<boolean> {
  return new Promise((resolve) => notices.show({ kind: 'confirm', ...question, answer: resolve }));
}
