import { startTransition, useEffect, useState } from 'react';
import { nextTask } from '../../../core/engine/env/next-task.ts';
import { resolvePanelInSlices, type PanelEntry } from '../../../core/engine/render/composite.ts';
import { PanelView } from '../../../core/engine/render/PanelView.tsx';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { listOf, MORE_NEWS_PAGE_SIZE, RECOMMEND_PATH, RECOMMEND_TYPES } from '../../../core/domain/detail/detail-api.ts';
import { useServices } from '../../../core/engine/render/engine.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { detailPageMessages } from './detail.messages.ts';

/** The 'more news' list shows as the feed's vertical list panel (its cards, layouts and openers). */
export const MORE_NEWS_PANEL_TYPE = 'core.list.content';
export const MORE_NEWS_PANEL_ID = 'detail-more-news';

/** Spec 2 §7: the recommendation list's query for one content. */
export function recommendParams(contentId: string, deviceId: string | null) {
  return {
    contentId,
    pageIndex: 1,
    pageSize: MORE_NEWS_PAGE_SIZE,
    personalRec: 1,
    refreshType: 'open',
    types: RECOMMEND_TYPES.join(','),
    ssId: deviceId ?? '',
  };
}

/** Spec 2 §2: 'more news', 10 recommended items (spec 2 §9), shown with the feed's cards. */
export function MoreNews({ contentId, onOpen }: { contentId: string; onOpen: (item: ContentItem) => void }) {
  const engine = useEngine();
  const { registry, bus } = engine;
  const t = useTexts(detailPageMessages);
  const services = useServices();
  const [panel, setPanel] = useState<{ contentId: string; entry: PanelEntry } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    // Asked a task after the page's first effects, which all run in one task after hydration.
    nextTask()
      .then(() =>
        controller.signal.aborted
          ? undefined
          : services.request(RECOMMEND_PATH, { params: recommendParams(contentId, services.session.storage.getItem('cs_deviceId')), signal: controller.signal, notify: false }),
      )
      .then(async (answer) => {
        // Below the article: judging the list, then drawing it, each in short tasks, so that neither
        // holds up a tap on the article that is already there.
        await nextTask();
        if (controller.signal.aborted) return;
        const contents = listOf(answer).filter((raw) => String((raw as { id?: unknown } | null)?.id) !== contentId);
        const entry = await resolvePanelInSlices(registry.index, { id: MORE_NEWS_PANEL_ID, typeCode: MORE_NEWS_PANEL_TYPE, name: '', contents }, nextTask, bus);
        if (controller.signal.aborted) return;
        startTransition(() => setPanel({ contentId, entry }));
      })
      .catch((error: unknown) => console.warn('[detail] no more news', error));
    return () => controller.abort();
  }, [services, contentId, registry, bus]);

  const entry = panel?.contentId === contentId ? panel.entry : null;
  if (!entry || entry.status !== 'ok' || entry.items.length === 0) return null;
  return (
    <section className="detail-section more-news" aria-labelledby="more-news-title">
      <div className="detail-section__head">
        <h2 id="more-news-title" className="detail-section__title">
          {t('detail.moreNews')}
        </h2>
      </div>
      <PanelView entry={entry} onOpen={onOpen} />
    </section>
  );
}
