/** Spec 1 §9: login polling while opening content, every 500 ms. */
export const OPEN_LOGIN_POLL_MS = 500;
/** Native handler (spec 1 §7) asked to show the app's login before polling. */
export const LOGIN_HANDLER = 'userLogin';
/** Value of payload.afterLogin in the open action "wait for login, then reload" (spec 1 §2, short_video). */
export const RELOAD_WHEN_LOGGED_IN = 'reload-when-logged-in';

export interface LoginPolling {
  isLoggedIn(): Promise<boolean>;
  reload(): void;
}

/**
 * Asks the app every OPEN_LOGIN_POLL_MS whether the reader is logged in and reloads the page once
 * they are. Returns a stop function (leaving the page stops it too, with the timers).
 */
export function pollLoginThenReload(ports: LoginPolling, everyMs = OPEN_LOGIN_POLL_MS): () => void {
  let stopped = false;
  let busy = false;
  const timer = setInterval(() => {
    if (busy || stopped) return;
    busy = true;
    ports
      .isLoggedIn()
      .then((loggedIn) => {
        if (!loggedIn || stopped) return;
        stop();
        ports.reload();
      })
      .catch(() => {
        // An unanswered bridge call: try again on the next tick.
      })
      .finally(() => {
        busy = false;
      });
  }, everyMs);
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  return stop;
}
