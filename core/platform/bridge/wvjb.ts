import { globalsOf, type NativeTransport, type WvjbBridge } from './protocol.ts';

/**
 * The "bridge loaded" signals (protocols.md §1.1): v6 native accepts both, v5 native only the second.
 * Real apps in the field carry either, so the page rings both; the injected runtime runs once.
 */
export const WVJB_LOADED_URLS = ['https://__bridge_loaded__', 'wvjbscheme://__BRIDGE_LOADED__'] as const;

/** A hidden frame navigating to a bridge URL: native intercepts it, nothing loads. */
function ring(doc: Document, url: string): void {
  // No sandbox: a sandboxed frame may not navigate to a custom scheme, and native must see it.
  // oxlint-disable-next-line react/iframe-missing-sandbox
  const frame = doc.createElement('iframe');
  frame.style.display = 'none';
  frame.src = url;
  doc.documentElement.appendChild(frame);
  setTimeout(() => frame.remove(), 0);
}

/**
 * The README's setup: use the runtime if injected, else queue in WVJBCallbacks and ask native to inject.
 * Resolves null when native never answers within `readyTimeoutMs`.
 */
export function connectWvjb(win: Window, readyTimeoutMs: number): Promise<NativeTransport | null> {
  const globals = globalsOf(win);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), readyTimeoutMs);
    const ready = (bridge: WvjbBridge) => {
      clearTimeout(timer);
      resolve({ send: (name, payload, onReply) => bridge.callHandler(name, payload, onReply) });
    };
    const present = globals.WebViewJavascriptBridge;
    if (present) return ready(present as WvjbBridge);
    if (globals.WVJBCallbacks) {
      globals.WVJBCallbacks.push(ready);
      return;
    }
    globals.WVJBCallbacks = [ready];
    for (const url of WVJB_LOADED_URLS) ring(win.document, url);
  });
}
