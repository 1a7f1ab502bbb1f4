import mitt, { type Emitter } from 'mitt';

/**
 * The engine's own events, on one bus (mitt) per engine: what the engine decided while it turned CMS
 * JSON into screens, what readers asked of it, and what the page's services report. A feature
 * declares its own events beside the code that owns them, by adding to this interface (TypeScript's
 * declaration merging), so no feature edits this file:
 *
 *     declare module '../events.ts' {
 *       interface EngineEvents {
 *         'comments:changed': { contentId: string };
 *       }
 *     }
 */
export interface EngineEvents {
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
   * An analytics event for the tracking uploader and the analytics SDK (the services' tracking port).
   * Names are declared by whoever reports them: a plugin in its registration (`events`), core's rules
   * beside the rule (e.g. core/domain/reading/detail-events.ts).
   */
  'tracking:event': { name: string; params: TrackingParams };
}

export type TrackingParams = Record<string, string | number | boolean | null>;

export type DropReason = 'invalid' | 'unsupported';

/** mitt wants an event map with an index signature, which an interface (open to merging) lacks: a mapped copy has it. */
type EngineEventMap = { [Name in keyof EngineEvents]: EngineEvents[Name] };

export type EngineBus = Emitter<EngineEventMap>;

export function createEngineBus(): EngineBus {
  return mitt<EngineEventMap>();
}

/** Events that only say "something changed" (a state container's hosts re-read it). */
export type ChangeEvent = { [Name in keyof EngineEvents]: EngineEvents[Name] extends undefined ? Name : never }[keyof EngineEvents];

/** `useSyncExternalStore`'s subscribe for a state container that announces its changes on the bus. */
export function subscribeTo(bus: EngineBus, change: ChangeEvent) {
  return (listener: () => void): (() => void) => {
    bus.on(change, listener);
    return () => bus.off(change, listener);
  };
}
