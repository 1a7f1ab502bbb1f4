import type { NativeHandler, NativeHandlerHooks, SimulatedAppState } from '../types.ts';

/**
 * The app's handlers (spec 1 §7 and the other calls the page makes), answering from the simulated
 * app's state as JSON objects with code, version/versionName, deviceId/data, isLogined (spec 1 §3).
 * iOS and Android apps differ in field names here, as the two native teams' apps tend to.
 *
 * Self-contained (no imports, no outer names): it is also sent as text in the e2e init script.
 */
export function createNativeHandlers(state: SimulatedAppState, hooks: NativeHandlerHooks): Record<string, NativeHandler> {
  const ios = state.platform === 'ios';
  const ok = (extra: Record<string, unknown> = {}) => ({ code: 200, message: 'success', ...extra });
  const objectOf = (data: unknown): Record<string, unknown> =>
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const startLoginScreen = () => {
    if (state.loggedIn || hooks.autoLoginAfterMs === null) return;
    setTimeout(() => hooks.setLoggedIn(true), hooks.autoLoginAfterMs);
  };
  const user = () => (state.loggedIn ? { mycsUserId: '10001', nickName: '星城读者', phone: '138****0001' } : null);

  return {
    getAppVersion: () => (ios ? ok({ version: state.appVersion }) : ok({ versionName: state.appVersion })),
    getDeviceId: () => (ios ? ok({ deviceId: state.deviceId }) : ok({ data: state.deviceId })),
    getUserStatus: () => ok({ isLogined: ios ? state.loggedIn : state.loggedIn ? 1 : 0 }),
    getUserInfo: () => ok({ data: user() }),
    getTgt: () => ok({ data: state.loggedIn ? state.tgt : '' }),
    applicationIsAgreePrivacy: () => ok({ data: state.agreePrivacy ? 1 : 0 }),
    getSecurityLockState: () => ok({ data: { isLock: state.securityLocked ? 1 : 0 } }),
    share: () => ok(),
    jumpToNativePage: () => ok(),
    savePhoto: () => ok(),
    bytedanceApplogEvent: () => ok(),
    closeWindow: () => {
      state.closed = true;
      return ok();
    },
    setNewsLogoVisibility: (data) => {
      state.logoVisible = Boolean(objectOf(data).visible);
      return ok();
    },
    setPoints: (data) => {
      const type = objectOf(data).integralType;
      if (typeof type === 'string' || typeof type === 'number') state.points.push(type);
      return ok();
    },
    weChatQuickLogin: () => {
      startLoginScreen();
      return ok();
    },
    userLogin: () => {
      startLoginScreen();
      return ok();
    },
    openVideo: () => ok(),
    openVideoHome: () => ok(),
    editVideoDraft: () => ok(),
    setTitle: (data) => {
      const title = objectOf(data).title;
      state.title = typeof title === 'string' ? title : '';
      return ok();
    },
    monitorLifeCycle: () => ok(),
    getBarcodeByAuth: () => ok({ data: state.loggedIn ? { barcode: `CS${state.deviceId.replace(/\D/g, '').padStart(12, '0')}` } : null }),
    getToken: () => ok({ data: state.loggedIn ? 'app-token-0001' : '' }),
    getUser: () => ok({ data: user() }),
    getMobile: () => ok({ data: state.loggedIn ? '138****0001' : '' }),
    getUserId: () => (ios ? ok({ userId: state.loggedIn ? '10001' : '' }) : ok({ data: state.loggedIn ? '10001' : '' })),
    getDeviceToken: () => ok({ data: `push-${state.deviceId}` }),
    // Changsha's city centre (Wuyi Square), as a phone there would report it.
    location: () => ok({ data: { latitude: 28.1958, longitude: 112.9777, city: '长沙市', cityCode: state.cityCode, address: '湖南省长沙市芙蓉区五一广场' } }),
    qrscan: () => ok({ data: state.scanAddress }),
    photo: (data) => {
      const count = Math.max(1, Math.min(9, Number(objectOf(data).count) || 1));
      return ok({ data: Array.from({ length: count }, (_, i) => ({ url: `${location.origin}/media/img/photo.svg?shot=${i + 1}` })) });
    },
    commentList: () => ok(),
    prize: () => ok(),
    downloadImage: () => ok(),
  };
}
