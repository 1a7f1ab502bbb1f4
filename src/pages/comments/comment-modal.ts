import { useEffect, useId, useState } from 'react';
import type { CommentApiKind, CommentEntry } from '../../../core/domain/comments/comment-model.ts';
import type { EngineBus } from '../../../core/engine/events.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';

declare module '../../../core/engine/events.ts' {
  interface EngineEvents {
    /** The comment or reply modal opened or closed. */
    'comments:modal-changed': undefined;
  }
}

/** How a content's comments work: which call shape (spec 2 §7) and whether commenting is forbidden. */
export interface CommentSettings {
  api: CommentApiKind;
  forbidden: boolean;
}

const DEFAULT_SETTINGS: CommentSettings = { api: 'content', forbidden: false };

interface ModalState {
  /**
   * Which content's comments the slide-up comment modal shows (null: closed), and the count the
   * page showed for them (comments and replies), which the modal's title repeats.
   */
  comments: { contentId: string; count?: number } | null;
  /** Which comment's replies the reply modal shows (null: closed). */
  replies: { contentId: string; comment: CommentEntry } | null;
  /** What the pages that showed a content said about its comments. */
  settings: ReadonlyMap<string, CommentSettings>;
  /** The mounted hosts in order: only the first shows the modals, so they never show twice. */
  hosts: readonly string[];
}

/**
 * The comment area's state, one per engine: the modals are opened from the action bar and shown by a
 * host that loads in another chunk, so the state lives beside the engine and announces changes on its
 * bus ('comments:modal-changed').
 */
const modalStates = new WeakMap<EngineBus, { get(): ModalState; set(change: Partial<ModalState>): void }>();

function modalStateOf(bus: EngineBus) {
  let found = modalStates.get(bus);
  if (!found) {
    let state: ModalState = { comments: null, replies: null, settings: new Map(), hosts: [] };
    found = {
      get: () => state,
      set(change) {
        state = { ...state, ...change };
        bus.emit('comments:modal-changed');
      },
    };
    modalStates.set(bus, found);
  }
  return found;
}

/**
 * Plain state fed by the bus, not `useSyncExternalStore`: a store change re-renders its readers
 * synchronously, and the hosts registering after hydration made that a long task on the detail page.
 * Here a change renders at the priority of what made it (a tap at once, an effect in a task).
 */
function useModalState(): ModalState {
  const { bus } = useEngine();
  const store = modalStateOf(bus);
  const [state, setState] = useState(store.get);
  useEffect(() => {
    const update = () => setState(store.get());
    update(); // a change between the render and this subscription
    bus.on('comments:modal-changed', update);
    return () => bus.off('comments:modal-changed', update);
  }, [bus, store]);
  return state;
}

/** The page that shows a content (HotComments, the vote page) says how its comments work. */
export function configureComments(bus: EngineBus, contentId: string, value: CommentSettings): void {
  const store = modalStateOf(bus);
  const current = store.get().settings.get(contentId);
  if (current?.api === value.api && current.forbidden === value.forbidden) return;
  store.set({ settings: new Map(store.get().settings).set(contentId, value) });
}

export function useCommentSettings(contentId: string): CommentSettings {
  return useModalState().settings.get(contentId) ?? DEFAULT_SETTINGS;
}

/**
 * Spec 2 §2: opens the slide-up comment modal of a content (the detail page's comment bar calls it).
 * It shows where a CommentModalHost is mounted: HotComments mounts one.
 */
export function openCommentModal(bus: EngineBus, contentId: string, count?: number): void {
  modalStateOf(bus).set({ replies: null, comments: { contentId, count } });
}

export function closeCommentModal(bus: EngineBus): void {
  modalStateOf(bus).set({ comments: null });
}

export const useCommentModal = () => useModalState().comments;

/** Spec 2 §2: the reply modal lists the replies of one comment and has the 120-character reply box. */
export function openReplyModal(bus: EngineBus, contentId: string, comment: CommentEntry): void {
  modalStateOf(bus).set({ comments: null, replies: { contentId, comment } });
}

export function closeReplyModal(bus: EngineBus): void {
  modalStateOf(bus).set({ replies: null });
}

export const useReplyModal = () => useModalState().replies;

/** Several components may each mount a modal host (the hot comments, a page of its own): true for the first. */
export function useIsFirstHost(): boolean {
  const { bus } = useEngine();
  const id = useId();
  useEffect(() => {
    const store = modalStateOf(bus);
    store.set({ hosts: [...store.get().hosts, id] });
    return () => store.set({ hosts: store.get().hosts.filter((other) => other !== id) });
  }, [bus, id]);
  return useModalState().hosts[0] === id;
}
