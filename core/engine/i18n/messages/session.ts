import { defineMessages } from '../define-messages.ts';

/** Login, session and the native-bridge test page (spec 1 §4, §8). */
export const sessionMessages = defineMessages({
  en: {
    'session.notLoggedIn': 'Not logged in yet, please log in first',
    'session.cancel': 'Cancel',
    'session.goToLogin': 'Go to login',
    'session.loginFailed': 'Login failed',
    'session.openInBrowser': 'Please open in a browser',
    'session.appLocked': 'The app is locked. Unlock it and try again.',
  },
  'zh-CN': {
    'session.notLoggedIn': '您还未登录，请先登录',
    'session.cancel': '取消',
    'session.goToLogin': '去登录',
    'session.loginFailed': '登录失败',
    'session.openInBrowser': '请在浏览器中打开',
    'session.appLocked': '应用已锁定，请解锁后再试',
  },
  'zh-TW': {
    'session.notLoggedIn': '您還未登入，請先登入',
    'session.cancel': '取消',
    'session.goToLogin': '去登入',
    'session.loginFailed': '登入失敗',
    'session.openInBrowser': '請在瀏覽器中開啟',
    'session.appLocked': '應用已鎖定，請解鎖後再試',
  },
});
