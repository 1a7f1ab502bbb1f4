import { globalsOf, type JsBridge, type NativeTransport, type PageHandler } from './protocol.ts';

/** Dispatched on `document` by the JsBridge 1.x runtime once native injected it (protocols.md §1.2). */
export const JSBRIDGE_READY_EVENT = 'WebViewJavascriptBridgeReady';

const initialised = new WeakSet<object>();

/** Native-initiated messages without a handler of their own: none are expected, so only noted. */
const defaultHandler: PageHandler = (data) => {
  if (import.meta.env.DEV) console.info('[bridge] unhandled message from native', data);
};

/** 1.x delivers nothing before `init` and throws on a second one: call it exactly once per runtime. */
function initOnce(bridge: JsBridge): void {
  if (initialised.has(bridge)) return;
  initialised.add(bridge);
  try {
    bridge.init(defaultHandler);
  } catch (error) {
    console.warn('[bridge] init refused (already initialised elsewhere)', error);
  }
}

/** Android data travels as strings: the page sends JSON text (Java reads it with getString). */
function transportOf(bridge: JsBridge): NativeTransport {
  return {
    send: (name, payload, onReply) => bridge.callHandler(name, JSON.stringify(payload ?? {}), onReply),
  };
}

/** Uses the runtime if present, else waits for its ready event; null when none comes in time. */
export function connectJsBridge(win: Window, readyTimeoutMs: number): Promise<NativeTransport | null> {
  const globals = globalsOf(win);
  return new Promise((resolve) => {
    const ready = (bridge: JsBridge) => {
      clearTimeout(timer);
      win.document.removeEventListener(JSBRIDGE_READY_EVENT, onReady);
      initOnce(bridge);
      resolve(transportOf(bridge));
    };
    const onReady = (event: Event) => {
      const bridge = (event as Event & { bridge?: JsBridge }).bridge ?? (globals.WebViewJavascriptBridge as JsBridge | undefined);
      if (bridge) ready(bridge);
    };
    const timer = setTimeout(() => {
      win.document.removeEventListener(JSBRIDGE_READY_EVENT, onReady);
      resolve(null);
    }, readyTimeoutMs);
    const present = globals.WebViewJavascriptBridge;
    if (present) return ready(present as JsBridge);
    win.document.addEventListener(JSBRIDGE_READY_EVENT, onReady);
  });
}
