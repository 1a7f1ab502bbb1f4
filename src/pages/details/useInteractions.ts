import { useCallback, useEffect, useRef, useState } from 'react';
import type { Translate } from '../../../core/i18n/i18n.ts';
import { toggleFavour, toggleLike, type InteractionOutcome } from '../../../core/interactions/interactions-api.ts';
import { POINTS_TASK_FAVOURITE, POINTS_TASK_LIKE, reportPointsTask } from '../../../core/interactions/points-tasks.ts';
import { applyToggle, safeCount, type ToggleState } from '../../../core/interactions/toggle.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import type { Services } from '../../../core/services/services.ts';

/** Spec 2 §4: the confirming animation after a like or favourite shows for 2.5 s. */
export const CONFIRM_ANIMATION_MS = 2500;

export type ToggleKind = 'like' | 'favourite';

export interface ToggleView extends ToggleState {
  busy: boolean;
  /** True for 2.5 s after the reader turned it on. */
  confirming: boolean;
  /** The reader toggled it on this page (or is toggling it): a newer answer of the article keeps it. */
  setByReader?: boolean;
}

const POINTS_TASKS: Readonly<Record<ToggleKind, string>> = { like: POINTS_TASK_LIKE, favourite: POINTS_TASK_FAVOURITE };

function initial(item: ContentItem, kind: ToggleKind): ToggleView {
  const active = Boolean(kind === 'like' ? item.whetherLike : item.whetherFavor);
  const count = safeCount(kind === 'like' ? item.likeCountShow : item.favorCountShow);
  return { active, count, busy: false, confirming: false };
}

/**
 * Like and favourite of one content (spec 2 §4): the login check first, then the toggle call; the
 * server's answer is the new state, the count moves by one (never below zero), turning on confirms
 * for 2.5 s and reports the points task (once a day).
 */
export function useInteractions(services: Services, item: ContentItem, t: Translate) {
  const [views, setViews] = useState<Record<ToggleKind, ToggleView>>(() => ({ like: initial(item, 'like'), favourite: initial(item, 'favourite') }));
  // The article asked again (the server rendered it for an anonymous reader; a signed-in one gets their
  // own marks): the marks follow the newer answer.
  const [shownItem, setShownItem] = useState(item);
  if (shownItem !== item) {
    setShownItem(item);
    // Except what the reader set meanwhile on this content: an answer asked before their tap may not know it yet.
    const sameContent = shownItem.id === item.id;
    const follow = (view: ToggleView, kind: ToggleKind) => (sameContent && (view.setByReader || view.busy) ? view : initial(item, kind));
    setViews((all) => ({ like: follow(all.like, 'like'), favourite: follow(all.favourite, 'favourite') }));
  }
  const timers = useRef<Partial<Record<ToggleKind, ReturnType<typeof setTimeout>>>>({});
  const busy = useRef<Record<ToggleKind, boolean>>({ like: false, favourite: false });

  useEffect(() => {
    const pending = timers.current;
    return () => Object.values(pending).forEach((timer) => clearTimeout(timer));
  }, []);

  const patch = useCallback((kind: ToggleKind, change: Partial<ToggleView>) => setViews((all) => ({ ...all, [kind]: { ...all[kind], ...change } })), []);

  const toggle = async (kind: ToggleKind) => {
    if (busy.current[kind]) return; // one call at a time: a double tap must not toggle twice
    busy.current[kind] = true;
    try {
      if (!(await services.session.requireLogin(t))) return;
      patch(kind, { busy: true });
      const call = kind === 'like' ? toggleLike : toggleFavour;
      const outcome: InteractionOutcome = await call(services.request, item.id, item.type);
      if (!outcome.ok) {
        services.notices.show(outcome.notice);
        patch(kind, { busy: false });
        return;
      }
      setViews((all) => {
        const next = applyToggle(all[kind], outcome.active);
        return { ...all, [kind]: { ...all[kind], ...next, busy: false, confirming: outcome.active, setByReader: true } };
      });
      clearTimeout(timers.current[kind]);
      if (outcome.active) {
        timers.current[kind] = setTimeout(() => patch(kind, { confirming: false }), CONFIRM_ANIMATION_MS);
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

  return { like: views.like, favourite: views.favourite, toggle };
}
