/**
 * Spec 1 §3: the client values kept in local storage, under exactly these names. `zhcs` and
 * `module_source` are named by the spec (spec 2 §3 counts module_source among the shared session keys)
 * but no rule says who writes them, what they hold or what reads them: the page neither writes nor
 * reads them (a guess would change what readers get: a stored source of 'life' would add adverts to
 * every later detail, 'news' would send reading reports; the /zhcs-details variant is chosen by its
 * route). The reader-facing rules take `source` from the address (core/domain/detail/detail-query.ts,
 * core/domain/reading/stay-report.ts). Listed so they keep their names should the app set them.
 */
export const SESSION_KEYS = [
  'authorization',
  'accessToken',
  'cs_authorization',
  'TGT',
  'mycsUserId',
  'cs_userInfo',
  'gdyToken',
  'cs_deviceId',
  'cs_wb_deviceId',
  'cs_appVersion',
  'cs_agreePrivacy',
  'zhcs',
  'module_source',
] as const;

export type SessionKey = (typeof SESSION_KEYS)[number];

/** Spec 1 §1, §6: a stored device id (with the user-agent) marks the page as inside the native app. */
export const DEVICE_ID_KEY = 'cs_deviceId' satisfies SessionKey;

/**
 * Spec 1 §2: news_live appends "the stored live token". The login stores two tokens (spec 1 §3, §7):
 * `token` (the CMS's, kept as authorization and accessToken) and gdyToken, the live platform's own;
 * the live page is the live platform's, so it gets gdyToken.
 */
export const LIVE_TOKEN_KEY = 'gdyToken' satisfies SessionKey;

/** Spec 1 §4: what app start erases when the TGT cookie is empty (TGT, authorization, user info, gdyToken). */
export const TICKET_LOGIN_KEYS = ['TGT', 'authorization', 'cs_userInfo', 'gdyToken'] as const satisfies readonly SessionKey[];

/** Spec 1 §4 (session expiry): every stored login value, cleared on HTTP 401 or code 40101. */
export const LOGIN_DATA_KEYS = [
  'authorization',
  'accessToken',
  'cs_authorization',
  'TGT',
  'mycsUserId',
  'cs_userInfo',
  'gdyToken',
] as const satisfies readonly SessionKey[];

