/**
 * The two bridge runtimes the native apps inject (shared/reference/protocols.md §1.1, §1.2), as the
 * page sees them. Only the members the page uses are typed.
 */
export type NativeReplyCallback = (reply: unknown) => void;
export type PageHandler = (data: unknown, respond?: (data: unknown) => void) => void;

/** iOS: marcuswestin/WebViewJavascriptBridge v5/v6; data travels as JSON values. */
export interface WvjbBridge {
  callHandler(name: string, data: unknown, callback?: NativeReplyCallback): void;
  registerHandler(name: string, handler: PageHandler): void;
  _handleMessageFromObjC?: unknown;
}

/** Android: lzyzsd JsBridge 1.x; data and replies travel as strings. */
export interface JsBridge {
  init(defaultHandler: PageHandler): void;
  callHandler(name: string, data: string, callback?: NativeReplyCallback): void;
  registerHandler(name: string, handler: PageHandler): void;
  _handleMessageFromNative?: unknown;
}

/** The globals both protocols use on `window`. */
export interface BridgeGlobals {
  WebViewJavascriptBridge?: WvjbBridge | JsBridge;
  WVJBCallbacks?: Array<(bridge: WvjbBridge) => void>;
}

/** What the bridge client needs from either runtime: one call with an optional reply. */
export interface NativeTransport {
  send(name: string, payload: unknown, onReply: NativeReplyCallback): void;
}

export const globalsOf = (win: Window) => win as unknown as BridgeGlobals;
