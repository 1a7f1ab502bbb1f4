import { defineMessages } from '../define-messages.ts';

export const errorsMessages = defineMessages({
  en: {
    'error.timeout': 'Request timed out!',
    'error.httpStatus': 'Connection error ({status})!',
    'error.loginExpired': 'Login expired, please log in again',
    'error.systemNotice': 'System notice',
    'error.serviceBusy': 'The service is too busy, please try later',
    'error.smallProblem': 'System is having a small problem, please retry later',
    'error.network': 'Your network is abnormal, unable to connect to server',
    'error.graphql': 'Connection error ({message})!',
    'error.graphqlFailed': 'Connection error!',
  },
  'zh-CN': {
    'error.timeout': '请求超时！',
    'error.httpStatus': '连接错误（{status}）！',
    'error.loginExpired': '登录已过期，请重新登录',
    'error.systemNotice': '系统提示',
    'error.serviceBusy': '服务繁忙，请稍后再试',
    'error.smallProblem': '系统出了点小问题，请稍后重试',
    'error.network': '您的网络异常，无法连接服务器',
    'error.graphql': '连接错误（{message}）！',
    'error.graphqlFailed': '连接错误！',
  },
  'zh-TW': {
    'error.timeout': '請求逾時！',
    'error.httpStatus': '連線錯誤（{status}）！',
    'error.loginExpired': '登入已過期，請重新登入',
    'error.systemNotice': '系統提示',
    'error.serviceBusy': '服務繁忙，請稍後再試',
    'error.smallProblem': '系統出了點小問題，請稍後重試',
    'error.network': '您的網路異常，無法連線伺服器',
    'error.graphql': '連線錯誤（{message}）！',
    'error.graphqlFailed': '連線錯誤！',
  },
});
