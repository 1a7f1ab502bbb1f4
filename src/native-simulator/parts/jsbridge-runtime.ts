/* oxlint-disable no-underscore-dangle -- the bridge protocols' own member names (_fetchQueue, ...) */
/**
 * What Android native injects at onPageFinished: the lzyzsd JsBridge 1.x runtime (2019 trunk), written
 * from shared/reference/protocols.md §1.2: messaging and "biz" frames, yy:// doorbell, _fetchQueue
 * through yy://return/_fetchQueue/<encoded JSON>, init exactly once, the ready event on document.
 *
 * Self-contained (no imports, no outer names): it is also sent as text in the e2e init script.
 */
export function injectJsBridgeRuntime(win: Window): void {
  type Message = { handlerName?: string; data?: unknown; callbackId?: string; responseId?: string; responseData?: unknown };
  type Handler = (data: unknown, respond?: (data: unknown) => void) => void;
  const globals = win as unknown as Record<string, unknown>;
  if (globals.WebViewJavascriptBridge) return;
  const doc = win.document;
  const FETCH_QUEUE_INTERVAL_MS = 20;
  const hiddenFrame = () => {
    // oxlint-disable-next-line react/iframe-missing-sandbox -- as the real runtime: native must see its navigations
    const frame = doc.createElement('iframe');
    frame.style.display = 'none';
    doc.documentElement.appendChild(frame);
    return frame;
  };
  const messagingFrame = hiddenFrame();
  const bizFrame = hiddenFrame();
  let sendQueue: Message[] = [];
  let receiveQueue: string[] | null = [];
  const handlers: Record<string, Handler> = {};
  const replies: Record<string, (data: unknown) => void> = {};
  let uniqueId = 1;
  let lastFetch = 0;
  let fetchTimer: number | null = null;

  const send = (message: Message, onReply?: (data: unknown) => void) => {
    if (onReply) {
      const callbackId = `cb_${uniqueId++}_${Date.now()}`;
      replies[callbackId] = onReply;
      message.callbackId = callbackId;
    }
    sendQueue.push(message);
    messagingFrame.src = 'yy://__QUEUE_MESSAGE__/';
  };

  const dispatch = (json: string) => {
    win.setTimeout(() => {
      const message = JSON.parse(json) as Message;
      if (message.responseId) {
        const onReply = replies[message.responseId];
        if (!onReply) return;
        onReply(message.responseData);
        delete replies[message.responseId];
        return;
      }
      const callbackId = message.callbackId;
      const respond = callbackId
        ? (responseData: unknown) => send({ responseId: callbackId, responseData })
        : undefined;
      const handler = message.handlerName ? handlers[message.handlerName] : bridge._messageHandler;
      try {
        handler?.(message.data, respond);
      } catch (error) {
        console.log('WebViewJavascriptBridge: WARNING: javascript handler threw.', message, error);
      }
    }, 0);
  };

  const bridge = {
    _messageHandler: undefined as Handler | undefined,
    init(defaultHandler: Handler) {
      if (bridge._messageHandler) throw new Error('WebViewJavascriptBridge.init called twice');
      bridge._messageHandler = defaultHandler;
      const queued = receiveQueue ?? [];
      receiveQueue = null;
      for (const json of queued) dispatch(json);
    },
    send(data: unknown, onReply?: (data: unknown) => void) {
      send({ data }, onReply);
    },
    registerHandler(name: string, handler: Handler) {
      handlers[name] = handler;
    },
    callHandler(name: string, data: unknown, onReply?: (data: unknown) => void) {
      send({ handlerName: name, data }, onReply);
    },
    _fetchQueue() {
      if (sendQueue.length === 0) return;
      if (Date.now() - lastFetch < FETCH_QUEUE_INTERVAL_MS) {
        fetchTimer ??= win.setTimeout(bridge._fetchQueue, FETCH_QUEUE_INTERVAL_MS);
        return;
      }
      lastFetch = Date.now();
      fetchTimer = null;
      const text = JSON.stringify(sendQueue);
      sendQueue = [];
      bizFrame.src = `yy://return/_fetchQueue/${encodeURIComponent(text)}`;
    },
    // 2018+ behaviour: queued until init and dispatched at once, so the page must init exactly once.
    _handleMessageFromNative(json: string) {
      if (receiveQueue) receiveQueue.push(json);
      dispatch(json);
    },
  };
  globals.WebViewJavascriptBridge = bridge;
  const ready = new Event('WebViewJavascriptBridgeReady');
  Object.assign(ready, { bridge });
  doc.dispatchEvent(ready);
}
