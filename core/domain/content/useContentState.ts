import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import type { ContentItem, Vote } from '../../../schemas/generated/types.ts';
import type { ToggleState } from '../interactions/toggle.ts';
import { useEngine } from '../../engine/render/engine.tsx';
import { contentStateOf, followingShown, recordItem, recordVote, toggleShown, unfavouredByReader, voteShown, type ContentState, type ToggleKind } from './content-state.ts';

/** The page's content state (core/domain/content/content-state.ts): one per engine, shared by every screen and plugin. */
export function useContentState(): ContentState {
  return contentStateOf(useEngine().bus);
}

/** Answers already recorded, per store: an item shown again (a card on the way back) is not news. */
const recorded = new WeakMap<ContentState, WeakSet<object>>();

/**
 * Records what a shown answer says, once per answer object, after the render: the first render
 * equals the server's, and the store never changes while another component renders.
 */
function useRecordOnce<T extends object>(answer: T | null, record: (state: ContentState, answer: T) => void): void {
  const state = useContentState();
  useEffect(() => {
    if (!answer) return;
    let seen = recorded.get(state);
    if (!seen) recorded.set(state, (seen = new WeakSet()));
    if (seen.has(answer)) return;
    seen.add(answer);
    record(state, answer);
  }, [state, answer, record]);
}

/** Records an item's like, favourite and its author's (or user's) follow as shown on a screen. */
export function useRecordAnswer(item: ContentItem | null): void {
  useRecordOnce(item, recordItem);
}

/** A content's like and favourite as every screen shows them. */
export function useToggles(item: ContentItem): Record<ToggleKind, ToggleState> {
  const state = useContentState();
  useRecordAnswer(item);
  const snapshot = useSnapshot(state) as ContentState;
  return { like: toggleShown(snapshot, item, 'like'), favourite: toggleShown(snapshot, item, 'favourite') };
}

/** Whether the reader follows `userId`, as every screen shows it (`fallback`: what the shown answer says). */
export function useFollowing(userId: string, fallback: boolean): boolean {
  const snapshot = useSnapshot(useContentState()) as ContentState;
  return followingShown(snapshot, userId, fallback);
}

/** A vote as every screen shows it: the store's, else the one the answer carried. */
export function useSharedVote(vote: Vote): Vote {
  useRecordOnce(vote, recordVote);
  const snapshot = useSnapshot(useContentState()) as ContentState;
  return voteShown(snapshot, vote);
}

/** Which contents the reader unfavoured on this page, as every favourites list leaves them out. */
export function useUnfavoured(): (id: string) => boolean {
  const snapshot = useSnapshot(useContentState()) as ContentState;
  return (id) => unfavouredByReader(snapshot, id);
}
