import { request } from '../../engine/http/request.ts';
import { buildTrackingPayload, type TrackingEvent, type TrackingIdentity, type TrackingPayload } from './payload.ts';
import { privacyRefused, type ReadableStorage } from './privacy.ts';

/** Spec 1 §7: where tracking events are uploaded. */
export const TRACKING_UPLOAD_PATH = '/api/cms/client/tracking/upload';
/** Spec 1 §9: a batch is sent 1500 ms after its first event was queued. */
export const TRACKING_BATCH_DELAY_MS = 1500;

export interface TrackOptions {
  /** Queue the event and send it with the others of the batch (spec 1 §4). */
  batch?: boolean;
  /** Runs once the upload carrying this event was answered (or failed, or was not made). */
  callback?: () => void;
}

export interface TrackerDeps {
  storage: ReadableStorage;
  identity: () => TrackingIdentity;
  /** Spec 1 §7: POST of the payload; the answer is not read. `keepalive` while the page unloads. */
  upload?: (payload: TrackingPayload, options?: { keepalive?: boolean }) => Promise<unknown>;
  now?: () => number;
  batchDelayMs?: number;
}

export interface Tracker {
  track(event: string, params?: Record<string, unknown>, options?: TrackOptions): void;
  /** Events waiting in the batch. */
  queued(): number;
  /** Sends the batch now; `keepalive` when the page is being left, so the upload outlives it. */
  flush(options?: { keepalive?: boolean }): Promise<void>;
}

/** Tracking failures are not the reader's business: no toast, no alert. */
export const uploadTracking = (payload: TrackingPayload, options: { keepalive?: boolean } = {}): Promise<unknown> =>
  request(TRACKING_UPLOAD_PATH, { method: 'POST', params: { ...payload }, notify: false, keepalive: options.keepalive });

export function createTracker(deps: TrackerDeps): Tracker {
  const upload = deps.upload ?? uploadTracking;
  const now = deps.now ?? Date.now;
  const delay = deps.batchDelayMs ?? TRACKING_BATCH_DELAY_MS;
  let queue: TrackingEvent[] = [];
  let callbacks: (() => void)[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function send(events: TrackingEvent[], after: (() => void)[], keepalive = false): Promise<void> {
    try {
      // Spec 1 §4: with the privacy flag at '0' nothing is uploaded (the flag is read at sending time).
      if (events.length && !privacyRefused(deps.storage)) await upload(buildTrackingPayload(deps.identity(), events), { keepalive });
    } catch {
      // The answer is not read (spec 1 §7); a failed upload is dropped like an answered one.
    } finally {
      after.forEach((callback) => callback());
    }
  }

  function flush(options: { keepalive?: boolean } = {}): Promise<void> {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const events = queue;
    const after = callbacks;
    queue = [];
    callbacks = [];
    return send(events, after, options.keepalive);
  }

  return {
    track(event, params = {}, options = {}) {
      const entry: TrackingEvent = { event, params, local_time_ms: now() };
      const after = options.callback ? [options.callback] : [];
      if (privacyRefused(deps.storage)) {
        after.forEach((callback) => callback());
        return;
      }
      if (!options.batch) {
        void send([entry], after);
        return;
      }
      queue.push(entry);
      callbacks.push(...after);
      timer ??= setTimeout(() => void flush(), delay);
    },
    queued: () => queue.length,
    flush,
  };
}
