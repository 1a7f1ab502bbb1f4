import mitt, { type Emitter } from 'mitt';

/**
 * Everything the page announces, on one bus (mitt) per engine: what the engine decided while it turned
 * CMS JSON into screens, what readers did, and the changes of the page's few state containers
 * (notices, loading, the share hint), whose hosts re-read them when told.
 */
export type EngineEvents = {
  /** A panel was left out: invalid against its schema or no plugin for its typeCode. */
  'panel:dropped': { panelId: string | null; typeCode: string | null; reason: DropReason; errors: string[] };
  /** An item was left out of a panel: invalid, or no card can show it. */
  'item:dropped': { panelId: string | null; itemId: string | null; reason: DropReason; errors: string[] };
  /** A panel was kept, with fields of types its plugin cannot use removed. */
  'panel:warned': { panelId: string | null; typeCode: string | null; warnings: string[] };
  /** An item was kept, with fields of types its card cannot use removed. */
  'item:warned': { panelId: string | null; itemId: string | null; pluginKey: string; warnings: string[] };
  /** A plugin threw while rendering; its boundary caught it. */
  'plugin:error': { pluginKey: string; error: unknown };
  /**
   * A page, the app, or work the page can do without (its services, analytics, idle work) failed;
   * the reader keeps reading (a boundary shows the failure state, or the work is skipped).
   */
  'page:error': { where: string; error: unknown };
  /** A reader asked to open an item (tap); openers decide where it goes. */
  'open:requested': { itemId: string; type: string; source: string };
  /** A reader removed an item from a panel (an advert marked 'not interested'); panels hide it. */
  'item:removed': { panelId: string; itemId: string };
  /** Hydration met HTML the server rendered differently (a relative time moved on) and rendered it afresh. */
  'render:recovered': { message: string };
  /**
   * An analytics event for the tracking uploader and the analytics SDK. Names are declared by whoever
   * reports them: a plugin in its registration (`events`), core's rules beside the rule (e.g.
   * core/reading/detail-events.ts).
   */
  'tracking:event': { name: string; params: TrackingParams };
  /** A page whose events cannot wait (the reading report goes when the reader leaves): the uploader starts now. */
  'tracking:needed': undefined;
  /** The reader logged in or out in this page (null: logged out): who the analytics user is. */
  'session:changed': { userId: string | null };
  /** The notice centre's toast or alert changed (core/http/notices.ts). */
  'notices:changed': undefined;
  /** The number of requests showing 'data loading...' changed (core/http/loading.ts). */
  'loading:changed': undefined;
  /** The WeChat share hint opened or closed, or its host changed (core/share/share-hint.ts). */
  'share-hint:changed': undefined;
  /** A comment or reply of this content was published: its lists reload. */
  'comments:changed': { contentId: string };
  /** A player started playing: every other player of the page pauses (one thing plays at a time). */
  'player:started': { playerId: string };
  /** The comment or reply modal opened or closed. */
  'comments:modal-changed': undefined;
};

export type TrackingParams = Record<string, string | number | boolean | null>;

export type DropReason = 'invalid' | 'unsupported';

export type EngineBus = Emitter<EngineEvents>;

export function createEngineBus(): EngineBus {
  return mitt<EngineEvents>();
}

/** `useSyncExternalStore`'s subscribe for a state container that announces its changes on the bus. */
export function subscribeTo(bus: EngineBus, change: 'notices:changed' | 'loading:changed' | 'share-hint:changed') {
  return (listener: () => void): (() => void) => {
    bus.on(change, listener);
    return () => bus.off(change, listener);
  };
}
