import { startTransition, useEffect, useState } from 'react';
import { moreNewsCall } from '../../../core/domain/detail/more-news-call.ts';
import { nextTask } from '../../../core/engine/env/next-task.ts';
import { loadReaderValidators } from '../../../core/engine/schema/validator-set.ts';
import { resolvePanelInSlices, type PanelEntry } from '../../../core/engine/render/composite.ts';
import { PanelView } from '../../../core/engine/render/PanelView.tsx';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { useCall } from '../../../core/engine/render/use-call.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { DEVICE_ID_KEY } from '../../../core/platform/session/keys.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { detailPageMessages } from './detail.messages.ts';

/** The 'more news' list shows as the feed's vertical list panel (its cards, layouts and openers). */
export const MORE_NEWS_PANEL_TYPE = 'core.list.content';
export const MORE_NEWS_PANEL_ID = 'detail-more-news';

export interface MoreNewsProps {
  contentId: string;
  onOpen: (item: ContentItem) => void;
}

/**
 * Spec 2 §2: 'more news', 10 recommended items (spec 2 §9), shown with the feed's cards. Loaded and
 * asked for when the reader comes near it (src/pages/details/lazy-neighbours.tsx): below the article,
 * it neither waits in the page's scripts before ready nor competes with the hydration.
 */
export function MoreNews({ contentId, onOpen }: MoreNewsProps) {
  const { registry, bus, services } = useEngine();
  const t = useTexts(detailPageMessages);
  const { state } = useCall(moreNewsCall, { contentId, deviceId: services.session.storage.getItem(DEVICE_ID_KEY) });
  // The panel resolved from the list shown: a page shown again (back, issue 28) keeps it.
  const [panel, setPanel] = useState<{ contents: unknown[]; entry: PanelEntry } | null>(null);
  const contents = state.status === 'ready' ? state.value : null;
  const failure = state.status === 'failed' ? state.error : null;
  useEffect(() => {
    if (failure !== null) console.warn('[detail] no more news', failure);
  }, [failure]);

  useEffect(() => {
    if (!contents || panel?.contents === contents) return undefined;
    let left = false;
    // Below the article: judging the list, then drawing it, each in short tasks, so that neither
    // holds up a tap on the article that is already there.
    void Promise.all([nextTask(), loadReaderValidators(), registry.complete()])
      .then(() => (left ? null : resolvePanelInSlices(registry.index, { id: MORE_NEWS_PANEL_ID, typeCode: MORE_NEWS_PANEL_TYPE, name: '', contents }, nextTask, bus)))
      .then((entry) => entry && !left && startTransition(() => setPanel({ contents, entry })))
      .catch((error: unknown) => console.warn('[detail] more news not drawn', error));
    return () => {
      left = true;
    };
  }, [contents, panel, registry, bus]);

  const entry = panel && panel.contents === contents ? panel.entry : null;
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
