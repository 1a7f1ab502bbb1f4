/**
 * Spec 1 §7: "An analytics service (third party) is also initialised with an application id and given
 * the user unique id." Inside the app events go through the native handler bytedanceApplogEvent;
 * in browsers through the DataRangers web SDK (@datarangers/sdk-javascript), loaded only when
 * analytics starts, so it is never part of the initial bundle.
 */
import { analytics } from '../../../cities/current.ts';
import { nextTask } from '../../engine/env/next-task.ts';

/** DataRangers' collector region (protocols.md §3.1); a deployment can point `channelDomain` elsewhere. */
export const ANALYTICS_CHANNEL = 'cn';
/** Name of the SDK instance this app creates (the SDK's default export is a shared singleton). */
export const ANALYTICS_INSTANCE_NAME = analytics.instanceName;

export interface AnalyticsClient {
  event(name: string, params?: Record<string, unknown>): void;
  /** The reader logged in (or out) in this page: later events carry the user unique id (null: anonymous). */
  identify(userUniqueId: string | null): void;
  /** Which way events go: the app's native logger, the web SDK, or nowhere (privacy refused). */
  readonly via: 'native' | 'web-sdk' | 'off';
}

/** Payload of the native handler bytedanceApplogEvent (spec 1 §7), as core/platform/bridge sends it. */
export interface ApplogEventPayload {
  event: string;
  params?: Record<string, unknown>;
}

/** The app's logging handler (core/platform/bridge's NativeApi.bytedanceApplogEvent fits). */
export interface NativeApplog {
  bytedanceApplogEvent(payload: ApplogEventPayload): Promise<unknown>;
}

/** The part of the SDK this app uses (see node_modules/@datarangers/sdk-javascript/types). */
export interface WebAnalyticsSdk {
  init(options: Record<string, unknown> & { app_id: number }): void;
  config(values: Record<string, unknown>): void;
  start(): void;
  event(name: string, params?: Record<string, unknown>): void;
}

export type LoadWebSdk = () => Promise<WebAnalyticsSdk>;

/**
 * The real SDK, in its own chunk: the package's base build (its collector, sessions, web id and
 * uploads, without the A/B, auto-track, stay, route and offline-store plugins, which this app does
 * not switch on), 122 KB where the full build is 176 KB.
 */
export const loadDataRangers: LoadWebSdk = async () => {
  const { Collector } = await import('@datarangers/sdk-javascript/es/index-base.min.js');
  return new Collector(ANALYTICS_INSTANCE_NAME) as unknown as WebAnalyticsSdk;
};

export interface AnalyticsOptions {
  /** Spec 1 §9: 10000004 in production, 10000001 otherwise (core/engine/env). */
  appId: number;
  userUniqueId: string | null;
  /** Present inside the app: events go native, the web SDK is not loaded. */
  native: NativeApplog | null;
  /** Spec 1 §4: the privacy flag was refused: nothing is sent anywhere. */
  privacyRefused: boolean;
  /** Collector origin (a private deployment, or a stand-in in tests); default: the channel's. */
  channelDomain?: string;
  loadSdk?: LoadWebSdk;
}

const OFF: AnalyticsClient = { event: () => {}, identify: () => {}, via: 'off' };

export async function startAnalytics(options: AnalyticsOptions): Promise<AnalyticsClient> {
  if (options.privacyRefused) return OFF;
  const { native } = options;
  if (native) {
    return {
      via: 'native',
      event: (name, params = {}) => void native.bytedanceApplogEvent({ event: name, params }).catch(() => {}),
      // The app's logger knows its user itself.
      identify: () => {},
    };
  }
  const sdk = await (options.loadSdk ?? loadDataRangers)();
  // Evaluating the SDK, setting it up and starting it (which replays the queued events) each take a
  // task of their own: together they were one task of 30–40 ms on a fast machine.
  await nextTask();
  sdk.init({
    app_id: options.appId,
    channel: ANALYTICS_CHANNEL,
    ...(options.channelDomain ? { channel_domain: options.channelDomain } : {}),
    log: false,
    disable_sdk_monitor: true,
  });
  if (options.userUniqueId) sdk.config({ user_unique_id: options.userUniqueId });
  await nextTask();
  sdk.start();
  return {
    via: 'web-sdk',
    event: (name, params = {}) => sdk.event(name, params),
    identify: (userUniqueId) => sdk.config({ user_unique_id: userUniqueId ?? undefined }),
  };
}
