import { appBridge } from '../../core/platform/bridge/app-bridge.ts';
import { browserEnvironment, isInsideApp } from '../../core/platform/bridge/environment.ts';
import { globalsOf } from '../../core/platform/bridge/protocol.ts';

/**
 * The page handler the native app calls with the life-cycle events the page asked for through
 * monitorLifeCycle (spec 2 §7: back, upload); `{ event: 'back' }` is the app's back button.
 */
export const LIFE_CYCLE_HANDLER = 'lifeCycle';
/** The events asked for: the page answers back; upload is the app's, told so it knows the page listens. */
const LIFE_CYCLE_EVENTS = ['back', 'upload'];

const eventOf = (data: unknown): unknown => {
  let value = data;
  // JsBridge (Android) carries data as a string.
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value && typeof value === 'object' ? (value as { event?: unknown }).event : value;
};

/**
 * Inside the native app: the app's back goes back in the page's history when the page has somewhere
 * to go back to (the kept page shows again, src/routes/history-keeper.ts), else closes the webview.
 * Outside the app, nothing.
 */
export async function followAppBack(canGoBack: () => boolean): Promise<void> {
  const env = browserEnvironment();
  if (!isInsideApp(env.userAgent, env.deviceId)) return;
  const bridge = appBridge();
  if (!(await bridge.client.ready())) return;
  globalsOf(window).WebViewJavascriptBridge?.registerHandler(LIFE_CYCLE_HANDLER, (data, respond) => {
    const back = eventOf(data) === 'back';
    if (back && canGoBack()) history.back();
    else if (back) void bridge.closeWindow();
    respond?.({ handled: back });
  });
  await bridge.monitorLifeCycle({ events: LIFE_CYCLE_EVENTS });
}
