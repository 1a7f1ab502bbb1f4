import { CmsAnswerError } from '../../core/engine/render/cms-answer-error.ts';
import { feedFailureNotice } from '../../core/domain/feed/feed-failure.ts';
import type { MessageKey } from '../../core/engine/i18n/i18n.ts';
import type { ItemEntry, PanelEntry } from '../../core/engine/render/composite.ts';
import { appendToLastPanel, buildLoadMoreQuery, LOAD_MORE_PATH, loadMoreCursor, noMoreAfterLoadMore } from '../../core/domain/feed/paging.ts';
import { isSuccessCode } from '../../core/engine/http/answer-notice.ts';
import type { Engine } from '../../core/engine/render/engine.tsx';

/** Spec 2 §8: a feed failure ends the refresh or load-more in its failed state, with its toast. */
export function feedFailed(engine: Engine, fallback: MessageKey, error: unknown): never {
  engine.services.notices.show(feedFailureNotice(error, fallback));
  throw error;
}

/**
 * A feed's next page (spec 2 §4: the last panel's cursor), in a chunk of its own with the feed's
 * failures: needed only after the page is ready, they stay out of the home's first load. Null when the panels have no cursor.
 */
export async function loadMorePanels(
  engine: Engine,
  panels: PanelEntry[],
  { deviceId, pageSize }: { deviceId: string; pageSize: number | undefined },
): Promise<{ panels: PanelEntry[]; hasMore: boolean } | null> {
  const cursor = loadMoreCursor(panels);
  if (!cursor) return null;
  const [answer, { resolveItem }] = await Promise.all([
    engine.services.request(LOAD_MORE_PATH, {
      params: { ...buildLoadMoreQuery(cursor, { hasAdvert: true, ssid: deviceId, pageSize }), ...(engine.preview ? { preview: 1 } : {}) },
      notify: false,
    }),
    import('../../core/engine/render/composite.ts'),
  ]);
  const { code, data } = answer as { code?: unknown; data?: unknown };
  if (!isSuccessCode(code)) throw CmsAnswerError.of(answer);
  if (!Array.isArray(data)) throw new Error('load-more answered no list');
  const loaded: ItemEntry[] = data.map((raw) => resolveItem(engine.registry.index, raw, cursor.panelId, engine.bus));
  for (const entry of loaded) if (entry.status === 'ok') void entry.card.load();
  return { panels: appendToLastPanel(panels, loaded), hasMore: !noMoreAfterLoadMore(data.length) };
}
