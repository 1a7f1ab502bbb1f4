import type { PanelEntry } from '../../engine/render/composite.ts';
import { LIVE_TAB_CODE, VIDEO_TAB_PANELS } from './video-calls.ts';

/** A tab of the video page: a sub-category of mycs.video, loaded as a composite category by its code. */
export interface VideoTab {
  id: string;
  name: string;
  code: string;
  /** The tab's panel (spec 2 §9): what the native player is told it was opened from. */
  panelId: string | null;
}

/** The tabs of the video page: the first shown panel's sub-categories that have a code. */
export function videoTabsOf(panels: readonly PanelEntry[]): VideoTab[] {
  for (const entry of panels) {
    if (entry.status !== 'ok') continue;
    const subs = entry.panel.subCategories ?? [];
    const tabs = subs.flatMap((sub) => {
      const code = typeof sub.code === 'string' ? sub.code.trim() : '';
      if (!code) return [];
      return [{ id: sub.id, name: sub.name?.trim() || code, code, panelId: sub.panelId || (VIDEO_TAB_PANELS[sub.id] ?? null) }];
    });
    if (tabs.length > 0) return tabs;
  }
  return [];
}

/** The tab shown first: the live tab when the page was asked for live (spec 2 §2), else the first. */
export function firstVideoTab(tabs: readonly VideoTab[], live: boolean): VideoTab | null {
  return (live ? tabs.find((tab) => tab.code === LIVE_TAB_CODE) : undefined) ?? tabs[0] ?? null;
}

/** Spec 2 §2: the query parameter asking for the live page. */
export const LIVE_QUERY = 'live';

/** Spec 2 §2: /video?live (with a value or without one: issue 28) is the live page. */
export function isLivePage(search: URLSearchParams): boolean {
  return search.has(LIVE_QUERY);
}

/**
 * Spec 2 §2 "title becomes live or video": the title follows the tab shown (the live tab's code), and
 * before the tabs have come, the address.
 */
export function showsLive(active: VideoTab | null, livePage: boolean): boolean {
  return active ? active.code === LIVE_TAB_CODE : livePage;
}
