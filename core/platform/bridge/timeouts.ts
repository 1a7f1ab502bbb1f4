/* The bridge's waits, apart from the bridge itself: app start reads them without loading the bridge into the first bundle. */

/**
 * How long the page waits for the runtime to be there (protocols.md §1.4: "for example 3 s"); the spec
 * names no number. After it the bridge counts as absent.
 */
export const BRIDGE_READY_TIMEOUT_MS = 3000;
/**
 * How long a quick query (version, device id, login state...) may take. Neither side answers a call to
 * a handler it does not know (protocols.md §0 #3), so every call needs its own time-out.
 */
export const BRIDGE_REPLY_TIMEOUT_MS = 5000;
/** Calls that open a native screen (share sheet, login, player) answer only when the reader is done. */
export const BRIDGE_INTERACTIVE_REPLY_TIMEOUT_MS = 120_000;
