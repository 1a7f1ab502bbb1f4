/**
 * Reading native replies liberally (spec 1 §3: JSON with code, version or versionName, deviceId or data,
 * isLogined). iOS hands JSON values, Android hands strings (protocols.md §0 #2); both are accepted.
 */
export type Decoded<T> = { ok: true; value: T } | { ok: false };

const BAD: Decoded<never> = { ok: false };
const good = <T>(value: T): Decoded<T> => ({ ok: true, value });

type Fields = Record<string, unknown>;

const looksLikeJson = (text: string) => /^\s*[[{"]/.test(text);

/**
 * A reply string becomes its JSON value ('' counts as no data). Text that is not JSON is refused,
 * unless the handler accepts bare text (a device id or TGT sent as is).
 */
export function parseReply(raw: unknown, acceptsText = false): Decoded<unknown> {
  if (typeof raw !== 'string') return good(raw ?? null);
  if (raw.trim() === '') return good(null);
  try {
    const value: unknown = JSON.parse(raw);
    // Some apps encode twice: a JSON string holding a JSON object.
    if (typeof value === 'string' && looksLikeJson(value)) return parseReply(value, acceptsText);
    return good(value);
  } catch {
    return acceptsText && !looksLikeJson(raw) ? good(raw) : BAD;
  }
}

function fieldsOf(value: unknown): Fields | null {
  if (typeof value === 'string' && looksLikeJson(value)) {
    const parsed = parseReply(value);
    return parsed.ok ? fieldsOf(parsed.value) : null;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : null;
}

/** The first present field of `names` in the reply or in its `data` object. */
function pick(reply: unknown, ...names: string[]): unknown {
  const top = fieldsOf(reply);
  const data = fieldsOf(top?.data);
  for (const source of [top, data]) {
    for (const name of names) if (source && source[name] !== undefined && source[name] !== null) return source[name];
  }
  return undefined;
}

const textOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;

/** true, 1, '1', 'true' (any case) are yes; false, 0, '0', 'false' are no; anything else unknown. */
function flagOf(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || (typeof value === 'string' && value.toLowerCase() === 'true')) return true;
  if (value === 0 || value === '0' || (typeof value === 'string' && value.toLowerCase() === 'false')) return false;
  return null;
}

/** A plain acknowledgement: the native code (200 is success) and whatever data came with it. */
export interface NativeAck {
  code: number | null;
  data: unknown;
}

export function decodeAck(reply: unknown): Decoded<NativeAck> {
  const fields = fieldsOf(reply);
  if (!fields) return good({ code: null, data: reply });
  const code = Number(fields.code);
  return good({ code: fields.code === undefined || !Number.isFinite(code) ? null : code, data: fields.data ?? null });
}

export interface AppVersionReply {
  versionName: string;
}

export function decodeAppVersion(reply: unknown): Decoded<AppVersionReply> {
  const version = textOf(typeof reply === 'string' ? reply : pick(reply, 'version', 'versionName', 'appVersion'));
  const versionName = version?.trim().match(/^v?(\d+(?:\.\d+)*)/i)?.[1];
  return versionName ? good({ versionName }) : BAD;
}

export function decodeDeviceId(reply: unknown): Decoded<string> {
  const id = textOf(typeof reply === 'string' ? reply : pick(reply, 'deviceId', 'data'))?.trim();
  return id ? good(id) : BAD;
}

/** The app's session ticket; '' when the app has none (logged out). */
export function decodeTgt(reply: unknown): Decoded<string> {
  if (typeof reply === 'string') return good(reply.trim());
  const fields = fieldsOf(reply);
  if (!fields) return BAD;
  const tgt = textOf(pick(reply, 'tgt', 'TGT')) ?? textOf(fields.data);
  return good(tgt?.trim() ?? '');
}

export interface UserStatusReply {
  loggedIn: boolean;
}

export function decodeUserStatus(reply: unknown): Decoded<UserStatusReply> {
  const flag = flagOf(pick(reply, 'isLogined', 'isLogin', 'loggedIn'));
  return flag === null ? BAD : good({ loggedIn: flag });
}

export interface UserInfoReply {
  user: Record<string, unknown> | null;
}

export function decodeUserInfo(reply: unknown): Decoded<UserInfoReply> {
  const fields = fieldsOf(reply);
  if (!fields) return reply === null ? good({ user: null }) : BAD;
  const user = fields.data === undefined ? fields : fieldsOf(fields.data);
  return good({ user });
}

export interface PrivacyReply {
  agreed: boolean;
}

export function decodePrivacy(reply: unknown): Decoded<PrivacyReply> {
  const flag = flagOf(typeof reply === 'object' ? pick(reply, 'isAgree', 'agree', 'agreePrivacy', 'data') : reply);
  return flag === null ? BAD : good({ agreed: flag });
}

export interface SecurityLockReply {
  locked: boolean;
}

/** Unlocked unless the app says locked (isLock/locked/lockState); a bare code 200 means passed. */
export function decodeSecurityLock(reply: unknown): Decoded<SecurityLockReply> {
  const fields = fieldsOf(reply);
  if (!fields) return BAD;
  const flag = flagOf(pick(reply, 'isLock', 'locked', 'lockState'));
  if (flag !== null) return good({ locked: flag });
  return Number(fields.code) === 200 ? good({ locked: false }) : BAD;
}

/**
 * A text the app answers in `data` (or under its own name, or as the whole reply): a token, a user
 * id, a mobile number, a push token, a scanned code. '' when the app has none (logged out, cancelled).
 */
export function decodeTextReply(...names: string[]) {
  return (reply: unknown): Decoded<string> => {
    if (typeof reply === 'string') return good(reply.trim());
    const fields = fieldsOf(reply);
    if (!fields) return BAD;
    const text = textOf(pick(reply, ...names)) ?? textOf(fields.data);
    return good(text?.trim() ?? '');
  };
}

/** Spec 1 §7 location: where the phone is, as the app's location service says. */
export interface LocationReply {
  latitude: number;
  longitude: number;
  city: string | null;
  cityCode: string | null;
  address: string | null;
}

const numberOf = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};

export function decodeLocation(reply: unknown): Decoded<LocationReply> {
  const fields = fieldsOf(reply);
  if (!fields) return BAD;
  const place = fieldsOf(fields.data) ?? fields;
  const latitude = numberOf(place.latitude ?? place.lat);
  const longitude = numberOf(place.longitude ?? place.lng ?? place.lon);
  if (latitude === null || longitude === null || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return BAD;
  const text = (value: unknown) => textOf(value)?.trim() || null;
  return good({ latitude, longitude, city: text(place.city), cityCode: text(place.cityCode ?? place.adcode), address: text(place.address) });
}

/** Spec 1 §7 photo: the pictures the reader took or chose, as addresses (data: or http(s):). */
export function decodePhotos(reply: unknown): Decoded<string[]> {
  const fields = fieldsOf(reply);
  const list: unknown = fields ? (fields.data ?? fields.images ?? fields.photos) : reply;
  const items = Array.isArray(list) ? list : typeof list === 'string' ? [list] : null;
  if (!items) return fields && Number(fields.code) === 200 ? good([]) : BAD;
  const addresses = items
    .map((item) => textOf(typeof item === 'object' && item !== null ? pick(item, 'url', 'path', 'base64') : item)?.trim() ?? '')
    .filter((address) => /^(https?:|data:image\/)/i.test(address));
  return good(addresses);
}
