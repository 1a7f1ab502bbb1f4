import { weChatAppId } from '../../../cities/current.ts';

/**
 * The media group's WeChat service account (公众号): the JS-SDK signs for it (protocols.md §4) and
 * WeChat's web authorization asks for it. A deployment value (confirm with operations); the local
 * CMS signs and stands in for WeChat with the same id.
 */
export const WECHAT_APP_ID = weChatAppId;
