import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import type { OpenerPlugin } from '../../../core/engine/registry/types.ts';
import { bannerLiveOpener, bannerNewsOpener, bannerPicturesOpener, bannerRadioOpener, bannerSpecialOpener, bannerVideoOpener } from './banner.plugin.ts';

const NOT_A_LINK = { 'zh-CN': '轮播图的链接不是有效的 http、https 或 ftp 地址', 'zh-TW': '輪播圖的連結不是有效的 http、https 或 ftp 位址' };
/** A banner opener's name: where in the sub-app it goes. */
const banner = (opener: OpenerPlugin, en: string, zhCN: string, zhTW: string) =>
  definePluginTitles(opener, { title: { en: `Banner: opens the ${en}`, 'zh-CN': `轮播图：打开${zhCN}`, 'zh-TW': `輪播圖：開啟${zhTW}` }, reasons: { 'banner link is not a valid http, https or ftp address': NOT_A_LINK } });

/** Their names for editors (preview, the playground, the gallery); readers never load them. */
export default [
  banner(bannerLiveOpener, 'live detail', '直播详情', '直播詳情'),
  banner(bannerNewsOpener, 'news detail', '新闻详情', '新聞詳情'),
  banner(bannerVideoOpener, 'video detail', '视频详情', '影片詳情'),
  banner(bannerPicturesOpener, 'picture viewer', '图集', '圖集'),
  banner(bannerSpecialOpener, 'special topic', '专题', '專題'),
  banner(bannerRadioOpener, 'radio detail', '电台详情', '電台詳情'),
];
