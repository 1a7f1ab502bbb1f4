import type { SessionValues } from '../../engine/http/request-setup.ts';
import { DEVICE_ID_KEY } from './keys.ts';
import type { SessionStore } from './store.ts';

/** What the request wrapper reads from the stored login (core/engine/http/request-setup.ts), from the store. */
export function requestSessionValues(store: SessionStore): SessionValues {
  return {
    token: () => store.get('authorization'),
    deviceId: () => store.get(DEVICE_ID_KEY),
    clearLogin: () => store.clearLoginData(),
  };
}
