import { analytics } from '../../../cities/current.ts';
import { deviceBrand } from './device-brand.ts';
/**
 * Spec 1 §3: the tracking upload payload: header (app name, app version, platform, device model,
 * device brand, OS name and version, custom language and region fields), user (device id fields),
 * events, ids (device id, user unique id, user id). Field names follow the analytics service's
 * (protocols.md §3.3), so one event reads the same in both places.
 */
export interface TrackingHeader {
  app_name: string;
  app_version: string;
  platform: string;
  device_model: string;
  device_brand: string;
  os_name: string;
  os_version: string;
  custom: { language: string; region: string };
}

export interface TrackingUser {
  /** The app's device id (cs_deviceId), inside the app. */
  device_id: string | null;
  /** The browser's device id (cs_wb_deviceId), outside the app. */
  web_id: string | null;
}

export interface TrackingIds {
  device_id: string | null;
  user_unique_id: string | null;
  user_id: string | null;
}

export interface TrackingEvent {
  event: string;
  params: Record<string, unknown>;
  /** Client time of the event, ms since the epoch. */
  local_time_ms: number;
}

export interface TrackingPayload {
  header: TrackingHeader;
  user: TrackingUser;
  events: TrackingEvent[];
  ids: TrackingIds;
}

/** Who and what is tracking, read at upload time (the session may change in between). */
export interface TrackingIdentity {
  header: TrackingHeader;
  user: TrackingUser;
  ids: TrackingIds;
}

/** Spec 1 §3 header "app name". */
export const TRACKING_APP_NAME = analytics.appName;

export interface DeviceDescription {
  platform: 'android' | 'ios' | 'h5';
  os_name: string;
  os_version: string;
  device_model: string;
  device_brand: string;
}

/** What the user-agent tells of the device (device-brand.ts for the maker). */
export function describeDevice(userAgent: string): DeviceDescription {
  const device_brand = deviceBrand(userAgent);
  if (/Android/i.test(userAgent)) {
    const version = /Android\s+([\d.]+)/i.exec(userAgent)?.[1] ?? '';
    // "…; Android 13; M2011K2C Build/…": the model stands before Build/ (reduced user-agents have none).
    const model = /;\s*([^;()]+?)\s+Build\//i.exec(userAgent)?.[1] ?? '';
    return { platform: 'android', os_name: 'android', os_version: version, device_model: model.trim(), device_brand };
  }
  const ios = /(iPhone|iPad|iPod).*?OS ([\d_]+)/i.exec(userAgent);
  if (ios) return { platform: 'ios', os_name: 'ios', os_version: (ios[2] ?? '').replace(/_/g, '.'), device_model: ios[1] ?? '', device_brand };
  return { platform: 'h5', os_name: '', os_version: '', device_model: '', device_brand };
}

export function buildTrackingPayload(identity: TrackingIdentity, events: readonly TrackingEvent[]): TrackingPayload {
  return { header: identity.header, user: identity.user, events: [...events], ids: identity.ids };
}
