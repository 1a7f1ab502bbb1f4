import { useCallback, useEffect, useRef, useState } from 'react';
import type { Translate } from '../../../core/engine/i18n/i18n.ts';
import { toggleFavour, toggleLike, type InteractionOutcome } from '../../../core/domain/interactions/interactions-api.ts';
import { POINTS_TASK_FAVOURITE, POINTS_TASK_LIKE, reportPointsTask } from '../../../core/domain/interactions/points-tasks.ts';
import type { ToggleState } from '../../../core/domain/interactions/toggle.ts';
import { readerToggled, type ToggleKind } from '../../../core/domain/content/content-state.ts';
import { useContentState, useToggles } from '../../../core/domain/content/useContentState.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import type { Services } from '../../../core/engine/services/services.ts';

/** Spec 2 §4: the confirming animation after a like or favourite shows for 2.5 s. */
export const CONFIRM_ANIMATION_MS = 2500;

export type { ToggleKind };

export interface ToggleView extends ToggleState {
  busy: boolean;
  /** True for 2.5 s after the reader turned it on. */
  confirming: boolean;
}

type Flags = Record<ToggleKind, boolean>;
const NONE: Flags = { like: false, favourite: false };

const POINTS_TASKS: Readonly<Record<ToggleKind, string>> = { like: POINTS_TASK_LIKE, favourite: POINTS_TASK_FAVOURITE };

/**
 * Like and favourite of one content (spec 2 §4): the login check first, then the toggle call; the
 * server's answer is the new state, the count moves by one (never below zero), turning on confirms
 * for 2.5 s and reports the points task (once a day). The state itself is the page's content state
 * (core/domain/content): the card the reader goes back to shows the same.
 */
export function useInteractions(services: Services, item: ContentItem, t: Translate) {
  const state = useContentState();
  const shown = useToggles(item);
  const [busyShown, setBusyShown] = useState<Flags>(NONE);
  const [confirming, setConfirming] = useState<Flags>(NONE);
  const timers = useRef<Partial<Record<ToggleKind, ReturnType<typeof setTimeout>>>>({});
  const busy = useRef<Flags>({ ...NONE });

  useEffect(() => {
    const pending = timers.current;
    return () => Object.values(pending).forEach((timer) => clearTimeout(timer));
  }, []);

  const flag = useCallback(
    (set: typeof setBusyShown, kind: ToggleKind, on: boolean) =>
      set((all) => (all[kind] === on ? all : { ...all, [kind]: on })),
    [],
  );

  const toggle = async (kind: ToggleKind) => {
    if (busy.current[kind]) return; // one call at a time: a double tap must not toggle twice
    busy.current[kind] = true;
    try {
      if (!(await services.session.requireLogin(t))) return;
      flag(setBusyShown, kind, true);
      const call = kind === 'like' ? toggleLike : toggleFavour;
      const outcome: InteractionOutcome = await call(services.request, item.id, item.type);
      flag(setBusyShown, kind, false);
      if (!outcome.ok) {
        services.notices.show(outcome.notice);
        return;
      }
      readerToggled(state, item, kind, outcome.active);
      flag(setConfirming, kind, outcome.active);
      clearTimeout(timers.current[kind]);
      if (outcome.active) {
        timers.current[kind] = setTimeout(() => flag(setConfirming, kind, false), CONFIRM_ANIMATION_MS);
        const { session, bridge, request } = services;
        void reportPointsTask(
          POINTS_TASKS[kind],
          { insideApp: session.insideApp, loggedIn: session.loggedIn(), setPoints: bridge.setPoints, request },
          session.storage,
        );
      }
    } finally {
      busy.current[kind] = false;
    }
  };

  const view = (kind: ToggleKind): ToggleView => ({ ...shown[kind], busy: busyShown[kind], confirming: confirming[kind] });
  return { like: view('like'), favourite: view('favourite'), toggle };
}
