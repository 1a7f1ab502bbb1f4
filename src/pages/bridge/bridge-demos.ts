import { ROUTE } from '../../../core/engine/routes/routes.ts';
import type { BridgeResult } from '../../../core/platform/bridge/client.ts';
import type { NativeApi, NativeHandlerName } from '../../../core/platform/bridge/native-api.ts';

/** One button of the /bridge page: a handler and a sample call of it. */
export interface BridgeDemo {
  name: NativeHandlerName;
  run(api: NativeApi, origin: string): Promise<BridgeResult<unknown>>;
}

/** A seeded article of the local CMS. */
const SAMPLE_ID = '100001';
const SAMPLE_TITLE = '长沙地铁6号线东延段开通试运营';
const SAMPLE_BRIEF = '沿线居民出行再提速';

/** Every handler of spec 1 §7 (and the other calls the pages make), in the spec's order. */
export const BRIDGE_DEMOS: readonly BridgeDemo[] = [
  { name: 'getAppVersion', run: (api) => api.getAppVersion() },
  {
    name: 'share',
    run: (api, origin) =>
      api.share({ title: SAMPLE_TITLE, content: SAMPLE_BRIEF, imgUrl: `${origin}/media/img/share.svg`, link: `${origin}${ROUTE.details.link({ newsId: SAMPLE_ID })}` }),
  },
  {
    name: 'jumpToNativePage',
    run: (api, origin) =>
      api.jumpToNativePage({ type: 'NewsDetail', link: `${origin}${ROUTE.details.link({ newsId: SAMPLE_ID })}`, title: SAMPLE_TITLE, content: SAMPLE_BRIEF, image: `${origin}/media/img/share.svg` }),
  },
  { name: 'savePhoto', run: (api, origin) => api.savePhoto({ url: `${origin}/media/img/photo.svg` }) },
  { name: 'bytedanceApplogEvent', run: (api) => api.bytedanceApplogEvent({ event: 'bridge_test', params: { source: 'bridge' } }) },
  { name: 'closeWindow', run: (api) => api.closeWindow() },
  { name: 'applicationIsAgreePrivacy', run: (api) => api.applicationIsAgreePrivacy() },
  { name: 'setNewsLogoVisibility', run: (api) => api.setNewsLogoVisibility({ visible: false }) },
  { name: 'getSecurityLockState', run: (api) => api.getSecurityLockState() },
  { name: 'setPoints', run: (api) => api.setPoints({ integralType: 1 }) },
  { name: 'weChatQuickLogin', run: (api) => api.weChatQuickLogin() },
  { name: 'userLogin', run: (api) => api.userLogin() },
  { name: 'openVideo', run: (api) => api.openVideo({ panelId: encodeURIComponent('48662'), contentId: encodeURIComponent('100001') }) },
  { name: 'openVideoHome', run: (api) => api.openVideoHome() },
  { name: 'editVideoDraft', run: (api) => api.editVideoDraft({}) },
  { name: 'getTgt', run: (api) => api.getTgt() },
  { name: 'getDeviceId', run: (api) => api.getDeviceId() },
  { name: 'getUserInfo', run: (api) => api.getUserInfo() },
  { name: 'getUserStatus', run: (api) => api.getUserStatus() },
  { name: 'setTitle', run: (api) => api.setTitle({ title: 'native bridge test' }) },
  { name: 'monitorLifeCycle', run: (api) => api.monitorLifeCycle({ events: ['back', 'upload'] }) },
  { name: 'getBarcodeByAuth', run: (api) => api.getBarcodeByAuth({}) },
  // The other calls of spec 1 §7.
  { name: 'getToken', run: (api) => api.getToken() },
  { name: 'getUser', run: (api) => api.getUser() },
  { name: 'getMobile', run: (api) => api.getMobile() },
  { name: 'getUserId', run: (api) => api.getUserId() },
  { name: 'getDeviceToken', run: (api) => api.getDeviceToken() },
  { name: 'location', run: (api) => api.location() },
  { name: 'qrscan', run: (api) => api.qrscan() },
  { name: 'photo', run: (api) => api.photo({ count: 2, source: 'album' }) },
  { name: 'commentList', run: (api) => api.commentList({ contentId: '100001' }) },
  { name: 'prize', run: (api) => api.prize({ activityId: '7001' }) },
  { name: 'downloadImage', run: (api, origin) => api.downloadImage({ url: `${origin}/media/img/photo.svg` }) },
];
