import { handleFailure } from './error-catalogue.ts';
import type { NoticeCentre } from './notices.ts';
import type { RequestError } from './request-error.ts';
import type { FailureListener, SessionValues } from './request-setup.ts';

export interface FailureEffects {
  session: SessionValues;
  notices: NoticeCentre;
  /** Spec 1 §4: code 4001 reloads the page at its own path (see reloadAtOwnPath). */
  reload: () => void;
}

/** Carries out the catalogue's decision for one failure: clear login, reload, show the notice. */
export function createFailureHandler(effects: FailureEffects): FailureListener {
  return (error: RequestError) => {
    const handling = handleFailure(error);
    if (handling.clearLogin) effects.session.clearLogin();
    if (handling.reload) effects.reload();
    effects.notices.show(handling.notice);
  };
}

/** The page's own path with its query (the detail pages need their newsId), loaded afresh. */
export function ownPath(location: Pick<Location, 'pathname' | 'search'>): string {
  return `${location.pathname}${location.search}`;
}

export function reloadAtOwnPath(location: Location = window.location): void {
  location.replace(ownPath(location));
}
