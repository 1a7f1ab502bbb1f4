import mitt, { type Emitter } from 'mitt';

/** What the engine reports while it turns CMS JSON into screens. */
export type EngineEvents = {
  /** A panel was left out: invalid against its schema or no plugin for its typeCode. */
  'panel:dropped': { panelId: string | null; typeCode: string | null; reason: DropReason; errors: string[] };
  /** An item was left out of a panel: invalid, or no card can show it. */
  'item:dropped': { panelId: string | null; itemId: string | null; reason: DropReason; errors: string[] };
  /** A plugin threw while rendering; its boundary caught it. */
  'plugin:error': { pluginKey: string; error: unknown };
  /** A reader asked to open an item (tap); openers decide where it goes. */
  'open:requested': { itemId: string; type: string; source: string };
  /** A reader removed an item from a panel (an advert marked 'not interested'); panels hide it. */
  'item:removed': { panelId: string; itemId: string };
  /** Hydration met HTML the server rendered differently (a relative time moved on) and rendered it afresh. */
  'render:recovered': { message: string };
  /** An analytics event for the tracking uploader (spec 2 §7: ad_exposure, ad_click, ...). */
  'tracking:event': { name: TrackingEventName; params: TrackingParams };
};

/** Analytics events reported on the bus; add a name here when a plugin reports a new one. */
export type TrackingEventName =
  | 'ad_exposure'
  | 'ad_click'
  | 'click'
  | 'content_news_click_detail'
  | 'cms_stay_page'
  | 'vote_page_view'
  | 'video_play'
  | 'video_finish'
  | 'video_duration';
export type TrackingParams = Record<string, string | number | boolean | null>;

export type DropReason = 'invalid' | 'unsupported';

export type EngineBus = Emitter<EngineEvents>;

export function createEngineBus(): EngineBus {
  return mitt<EngineEvents>();
}
