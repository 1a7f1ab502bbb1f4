/* oxlint-disable no-underscore-dangle -- the bridge protocols' own member names (_fetchQueue, ...) */
import type {
  NativeSimulatorControl,
  NativeSimulatorOptions,
  SimulatedAppState,
  SimulatedCall,
  SimulatorParts,
} from '../types.ts';

/**
 * The native side of the webview, in the page: answers the page's real bridge code through the same
 * URLs, globals and events a real app uses (protocols.md §1.1, §1.2, §1.5). Keeps the app's state,
 * records every call and exposes window.__nativeSimulator.
 *
 * Self-contained (no imports, no outer names; its parts come as an argument): it is also sent as text
 * in the e2e init script.
 */
export function runNativeSimulator(options: NativeSimulatorOptions, parts: SimulatorParts): NativeSimulatorControl {
  type Message = { handlerName?: string; data?: unknown; callbackId?: string; responseId?: string; responseData?: unknown };
  const win = window;
  const globals = win as unknown as Record<string, unknown>;
  const existing = globals.__nativeSimulator as NativeSimulatorControl | undefined;
  existing?.uninstall();
  const platform = options.platform;
  const ios = platform === 'ios';
  const startedAt = performance.now();
  const STATE_KEY = '__nativeSimulator';
  const seed = JSON.stringify(options);

  // The app keeps its state over page reloads; the options only seed the first page.
  const saved = (() => {
    try {
      const stored = JSON.parse(win.sessionStorage.getItem(STATE_KEY) ?? 'null') as { seed: string; state: SimulatedAppState } | null;
      return options.persist !== false && stored?.seed === seed ? stored.state : null;
    } catch {
      return null;
    }
  })();
  const state: SimulatedAppState = saved ?? {
    platform,
    appVersion: options.appVersion ?? '4.2.0',
    loggedIn: options.loggedIn ?? false,
    tgt: options.tgt ?? 'TGT-reader-0001',
    deviceId: options.deviceId ?? 'sim-device-0001',
    agreePrivacy: options.agreePrivacy ?? true,
    securityLocked: options.securityLocked ?? false,
    logoVisible: true,
    title: '',
    closed: false,
    points: [],
    cityCode: options.city?.code ?? '',
    scanAddress: options.city?.scanAddress ?? '',
  };
  const persist = () => {
    if (options.persist !== false) win.sessionStorage.setItem(STATE_KEY, JSON.stringify({ seed, state }));
  };
  // The app writes its session cookie into the webview's cookie store.
  const syncCookie = () => {
    win.document.cookie = state.loggedIn
      ? `TGT=${encodeURIComponent(state.tgt)}; path=/`
      : 'TGT=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  };

  const calls: SimulatedCall[] = [];
  const violations: string[] = [];
  const withheld = new Set(options.withhold ?? []);
  const scripted = new Map<string, unknown>();
  const delays = new Map<string, number>();
  const pageReplies = new Map<string, (data: unknown) => void>();
  let nativeCallId = 1;

  const setLoggedIn = (loggedIn: boolean) => {
    state.loggedIn = loggedIn;
    syncCookie();
    persist();
  };
  const handlers = parts.createNativeHandlers(state, {
    setLoggedIn,
    autoLoginAfterMs: options.autoLoginAfterMs === undefined ? 1500 : options.autoLoginAfterMs,
  });

  const bridge = () => globals.WebViewJavascriptBridge as Record<string, (arg?: string) => unknown> | undefined;
  const deliver = (message: Message) => {
    const runtime = bridge();
    const text = JSON.stringify(message);
    if (ios) runtime?._handleMessageFromObjC?.(text);
    else runtime?._handleMessageFromNative?.(text);
  };
  const parsed = (data: unknown) => {
    if (typeof data !== 'string') return data;
    try {
      return JSON.parse(data) as unknown;
    } catch {
      return data;
    }
  };

  // Java reads every field as a String: object data arrives as its JSON text (protocols.md §1.2).
  const javaString = (value: unknown) => (typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value));
  const receive = (message: Message) => {
    if (message.responseId) {
      const resolve = pageReplies.get(message.responseId);
      if (!resolve) violations.push(`reply to unknown or answered native call ${message.responseId} (the iOS app crashes)`);
      pageReplies.delete(message.responseId);
      resolve?.(ios ? message.responseData : javaString(message.responseData));
      return;
    }
    const name = message.handlerName ?? '(default handler)';
    const rawData = ios ? message.data : javaString(message.data);
    const call: SimulatedCall = { name, rawData, data: parsed(rawData), at: performance.now() - startedAt, answered: false };
    calls.push(call);
    const handler = handlers[name];
    if (withheld.has(name) || !handler) return; // neither side answers a handler it lacks
    const reply = scripted.has(name) ? scripted.get(name) : handler(call.data);
    persist();
    const callbackId = message.callbackId;
    if (!callbackId) return;
    const responseData = ios || typeof reply === 'string' ? reply : JSON.stringify(reply);
    win.setTimeout(() => {
      call.answered = true;
      deliver({ responseId: callbackId, responseData });
    }, delays.get(name) ?? 0);
  };

  const fetchAndReceive = (json: unknown) => {
    try {
      const messages = JSON.parse(String(json)) as Message[];
      messages.forEach(receive);
    } catch (error) {
      violations.push(`unreadable message queue: ${String(error)}`);
    }
  };

  const urls: string[] = [];
  const onUrl = (url: string) => {
    urls.push(url);
    if (ios) {
      const lower = url.toLowerCase();
      if (lower === 'https://__bridge_loaded__' || lower === 'wvjbscheme://__bridge_loaded__') parts.injectWvjbRuntime(win);
      else if (lower === 'https://__wvjb_queue_message__' || lower === 'wvjbscheme://__wvjb_queue_message__') {
        fetchAndReceive(bridge()?._fetchQueue?.());
      }
      return;
    }
    const decoded = decodeURIComponent(url); // Java decodes the whole URL first
    const returnPrefix = 'yy://return/_fetchQueue/';
    if (decoded.startsWith(returnPrefix)) fetchAndReceive(decoded.slice(returnPrefix.length));
    else if (decoded.startsWith('yy://')) bridge()?._fetchQueue?.();
  };
  const restoreFrames = parts.interceptBridgeUrls(win, onUrl);

  // A phone user-agent of the platform, as inside the app (a desktop browser has none).
  const phone = ios ? /iphone|ipad|ipod/i : /android/i;
  const userAgent =
    options.userAgent ??
    (phone.test(win.navigator.userAgent)
      ? undefined
      : ios
        ? `Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 mycs/${state.appVersion}`
        : `Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 mycs/${state.appVersion}`);
  if (userAgent) Object.defineProperty(win.navigator, 'userAgent', { configurable: true, get: () => userAgent });
  if (options.storeDeviceId !== false) win.localStorage.setItem('cs_deviceId', state.deviceId);
  syncCookie();
  persist();

  // Android injects its runtime when the page finished loading (onPageFinished).
  let injectTimer: number | null = null;
  const injectAndroid = () => {
    injectTimer = win.setTimeout(() => parts.injectJsBridgeRuntime(win), 0);
  };
  if (!ios) {
    if (win.document.readyState === 'complete') injectAndroid();
    else win.addEventListener('load', injectAndroid, { once: true });
  }

  const control: NativeSimulatorControl = {
    platform,
    state,
    calls,
    urls,
    violations,
    callsTo: (name) => calls.filter((call) => call.name === name),
    clearCalls: () => void calls.splice(0),
    setLoggedIn,
    setAppVersion(version) {
      state.appVersion = version;
      persist();
    },
    setSecurityLocked(locked) {
      state.securityLocked = locked;
      persist();
    },
    withhold: (name, withhold = true) => void (withhold ? withheld.add(name) : withheld.delete(name)),
    scriptReply: (name, raw) => void scripted.set(name, raw),
    delayReply: (name, ms) => void delays.set(name, ms),
    callPage(name, data) {
      const callbackId = ios ? `objc_cb_${nativeCallId++}` : `JAVA_CB_${nativeCallId++}_${Date.now()}`;
      const sent = ios || typeof data === 'string' ? data : JSON.stringify(data ?? {});
      return new Promise((resolve) => {
        pageReplies.set(callbackId, resolve);
        deliver({ handlerName: name, data: sent, callbackId });
      });
    },
    uninstall() {
      restoreFrames();
      if (injectTimer !== null) win.clearTimeout(injectTimer);
      win.removeEventListener('load', injectAndroid);
      delete globals.WebViewJavascriptBridge;
      delete globals.WVJBCallbacks;
      delete globals.__nativeSimulator;
      if (userAgent) delete (win.navigator as unknown as Record<string, unknown>).userAgent;
      if (options.storeDeviceId !== false) win.localStorage.removeItem('cs_deviceId');
      win.document.cookie = 'TGT=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
      win.sessionStorage.removeItem(STATE_KEY);
    },
  };
  globals.__nativeSimulator = control;
  return control;
}
