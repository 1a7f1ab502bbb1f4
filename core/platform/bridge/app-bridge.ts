import { createBridgeClient } from './client.ts';
import { browserEnvironment } from './environment.ts';
import { createNativeApi, type NativeApi } from './native-api.ts';

let pageApi: NativeApi | null = null;

/**
 * The page's one bridge, made on first use: by then the native app (or the simulator) has stored the
 * device id and set the user-agent. One connection per page, so JsBridge's init runs once.
 */
export function appBridge(): NativeApi {
  pageApi ??= createNativeApi(createBridgeClient(browserEnvironment()));
  return pageApi;
}
