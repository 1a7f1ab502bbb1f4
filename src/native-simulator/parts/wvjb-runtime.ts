/* oxlint-disable no-underscore-dangle -- the bridge protocols' own member names (_fetchQueue, ...) */
/**
 * What iOS native injects on "bridge loaded": the WebViewJavascriptBridge v6 runtime, written from its
 * description in shared/reference/protocols.md §1.1 (same object shape, messaging frame, initial empty
 * fetch, WVJBCallbacks on a later task, dispatch on a later task).
 *
 * Self-contained (no imports, no outer names): it is also sent as text in the e2e init script.
 */
export function injectWvjbRuntime(win: Window): void {
  type Message = { handlerName?: string; data?: unknown; callbackId?: string; responseId?: string; responseData?: unknown };
  type Handler = (data: unknown, respond: (data: unknown) => void) => void;
  const globals = win as unknown as Record<string, unknown>;
  if (globals.WebViewJavascriptBridge) return;
  const QUEUE_URL = 'https://__wvjb_queue_message__';
  const doc = win.document;
  let sendQueue: Message[] = [];
  const handlers: Record<string, Handler> = {};
  const replies: Record<string, (data: unknown) => void> = {};
  let uniqueId = 1;
  let dispatchLater = true;

  // oxlint-disable-next-line react/iframe-missing-sandbox -- as the real runtime: native must see its navigations
  const messagingFrame = doc.createElement('iframe');
  messagingFrame.style.display = 'none';
  messagingFrame.src = QUEUE_URL; // native does one empty fetch at start-up
  doc.documentElement.appendChild(messagingFrame);

  const send = (message: Message, onReply?: (data: unknown) => void) => {
    if (onReply) {
      const callbackId = `cb_${uniqueId++}_${Date.now()}`;
      replies[callbackId] = onReply;
      message.callbackId = callbackId;
    }
    sendQueue.push(message);
    messagingFrame.src = QUEUE_URL; // a doorbell: native fetches the whole queue
  };

  const dispatch = (json: string) => {
    const message = JSON.parse(json) as Message;
    if (message.responseId) {
      const onReply = replies[message.responseId];
      if (!onReply) return;
      onReply(message.responseData);
      delete replies[message.responseId];
      return;
    }
    const callbackId = message.callbackId;
    const respond = (responseData: unknown) => {
      if (callbackId) send({ handlerName: message.handlerName, responseId: callbackId, responseData });
    };
    const handler = message.handlerName ? handlers[message.handlerName] : undefined;
    if (!handler) console.warn('WebViewJavascriptBridge: no handler for message from ObjC:', message);
    else handler(message.data, respond);
  };

  const bridge = {
    registerHandler(name: string, handler: Handler) {
      handlers[name] = handler;
    },
    callHandler(name: string, data?: unknown, onReply?: (data: unknown) => void) {
      if (typeof data === 'function' && onReply === undefined) {
        onReply = data as (data: unknown) => void;
        data = null;
      }
      send({ handlerName: name, data }, onReply);
    },
    disableJavscriptAlertBoxSafetyTimeout() {
      dispatchLater = false;
    },
    _fetchQueue() {
      const text = JSON.stringify(sendQueue);
      sendQueue = [];
      return text;
    },
    _handleMessageFromObjC(json: string) {
      if (dispatchLater) win.setTimeout(() => dispatch(json), 0);
      else dispatch(json);
    },
  };
  globals.WebViewJavascriptBridge = bridge;
  bridge.registerHandler('_disableJavascriptAlertBoxSafetyTimeout', () => bridge.disableJavscriptAlertBoxSafetyTimeout());

  win.setTimeout(() => {
    const callbacks = (globals.WVJBCallbacks ?? []) as Array<(b: typeof bridge) => void>;
    delete globals.WVJBCallbacks;
    for (const callback of callbacks) callback(bridge);
  }, 0);
}
