import type { NativePlatform } from '../bridge/environment.ts';
import { DEVICE_ID_KEY, LOGIN_DATA_KEYS, TICKET_LOGIN_KEYS, type SessionKey } from './keys.ts';

declare module '../../engine/events.ts' {
  interface EngineEvents {
    /** The reader logged in or out in this page (null: logged out): who the analytics user is. */
    'session:changed': { userId: string | null };
  }
}

/** The part of `Storage` the store needs; tests hand in a Map-backed one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Spec 1 §3: cs_userInfo is the login's loginSysUserVo with mycsUserId added. */
export interface StoredUserInfo {
  mycsUserId?: string;
  [field: string]: unknown;
}

/** Spec 1 §3: cs_appVersion holds the platform and the version name. */
export interface StoredAppVersion {
  platform: NativePlatform | null;
  versionName: string;
}

/** What a successful token exchange stores (spec 1 §7). */
export interface LoginData {
  token: string;
  mycsUserId: string;
  gdyToken: string;
  loginSysUserVo: Record<string, unknown>;
}

export interface SessionStore {
  get(key: SessionKey): string | null;
  set(key: SessionKey, value: string): void;
  remove(...keys: SessionKey[]): void;
  userInfo(): StoredUserInfo | null;
  appVersion(): StoredAppVersion | null;
  setAppVersion(version: StoredAppVersion): void;
  /** Spec 1 §4: logged in means a token exists in local storage. */
  isLoggedIn(): boolean;
  /** Spec 1 §7: stores the answer of POST /api/sys/login/mycs/token, and the ticket it was for. */
  storeLogin(login: LoginData, ticket: string): void;
  /** Spec 1 §4 (app start, empty TGT cookie): erases TGT, authorization, user info and gdyToken. */
  eraseTicketLogin(): void;
  /** Spec 1 §4 (session expiry): clears every stored login value. */
  clearLoginData(): void;
}

const VERSION_IN_TEXT = /\d+(?:\.\d+)*/;

function parseObject(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function createSessionStore(storage: KeyValueStorage): SessionStore {
  const get = (key: SessionKey) => storage.getItem(key);
  const set = (key: SessionKey, value: string) => storage.setItem(key, value);
  const remove = (...keys: SessionKey[]) => keys.forEach((key) => storage.removeItem(key));
  return {
    get,
    set,
    remove,
    userInfo() {
      const info = parseObject(get('cs_userInfo'));
      if (!info) return null;
      const id = info.mycsUserId;
      const mycsUserId = typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
      return { ...info, mycsUserId: mycsUserId || undefined };
    },
    appVersion() {
      const text = get('cs_appVersion');
      const stored = parseObject(text);
      if (stored && typeof stored.versionName === 'string') {
        const platform = stored.platform === 'ios' || stored.platform === 'android' ? stored.platform : null;
        return { platform, versionName: stored.versionName };
      }
      // Liberal: an older page may have kept the bare version name.
      const bare = text?.match(VERSION_IN_TEXT)?.[0];
      return bare ? { platform: null, versionName: bare } : null;
    },
    setAppVersion(version) {
      set('cs_appVersion', JSON.stringify(version));
    },
    isLoggedIn: () => Boolean(get('authorization')),
    storeLogin(login, ticket) {
      set('authorization', login.token);
      set('accessToken', login.token);
      set('mycsUserId', login.mycsUserId);
      set('gdyToken', login.gdyToken);
      set('cs_userInfo', JSON.stringify({ ...login.loginSysUserVo, mycsUserId: login.mycsUserId }));
      set('TGT', ticket);
    },
    eraseTicketLogin: () => remove(...TICKET_LOGIN_KEYS),
    clearLoginData: () => remove(...LOGIN_DATA_KEYS),
  };
}

/** Keeps values for this page only, when local storage is refused (private mode, blocked storage). */
function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function usableLocalStorage(): KeyValueStorage | null {
  try {
    const storage = globalThis.localStorage;
    storage.getItem(DEVICE_ID_KEY);
    return storage;
  } catch {
    return null;
  }
}

/** This page's memory, made once: every store of the page reads what another one wrote (issue 27 item 6). */
let pageMemory: KeyValueStorage | null = null;

/** Local storage, or this page's memory when storage is refused (private mode, blocked storage). */
export function browserStorage(): KeyValueStorage {
  return usableLocalStorage() ?? (pageMemory ??= memoryStorage());
}

/** One store per storage: local storage's, or the page memory's when storage is refused. */
const stores = new WeakMap<KeyValueStorage, SessionStore>();

/** The page's store over local storage (falling back to the page's memory when storage is blocked). */
export function browserSessionStore(): SessionStore {
  const storage = browserStorage();
  let store = stores.get(storage);
  if (!store) stores.set(storage, (store = createSessionStore(storage)));
  return store;
}
