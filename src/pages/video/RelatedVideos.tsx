import { useEffect, useState } from 'react';
import type { ItemEntry } from '../../../core/engine/registry/types.ts';
import { CardView } from '../../../core/engine/render/CardView.tsx';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { fetchSimilar } from '../../../core/domain/video/video-calls.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { CountStyleContext } from '../../../ui/card/count-style.ts';
import { loadFeedResolver } from '../../feed/useFeed.ts';
import { videoMessages } from './video.messages.ts';

/** The panel id the related list's cards report (no CMS panel holds them). */
export const RELATED_PANEL_ID = 'video-related';

/** Spec 2 §2: the related list under a video: similar videos of its type, resolved and shown by their cards. */
export function RelatedVideos({ item, onOpen }: { item: ContentItem; onOpen: (item: ContentItem, panelId: string) => void }) {
  const engine = useEngine();
  const t = useTexts(videoMessages);
  const [entries, setEntries] = useState<ItemEntry[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([fetchSimilar(engine.services.request, item, controller.signal), loadFeedResolver()]).then(
      ([records, { resolveItem }]) => {
        if (!controller.signal.aborted) setEntries(records.map((record) => resolveItem(engine.registry.index, record, RELATED_PANEL_ID, engine.bus)));
      },
      // Related videos are extra: when they cannot be had, the section stays away.
      () => !controller.signal.aborted && setEntries([]),
    );
    return () => controller.abort();
  }, [engine, item]);
  if (!entries || entries.every((entry) => entry.status !== 'ok')) return null;
  return (
    <section className="video-related" aria-labelledby="video-related-title" data-testid="video-related">
      <h2 id="video-related-title" className="video-section-title">
        {t('video.related')}
      </h2>
      <CountStyleContext value="video-list">
        <div className="panel panel--list">
          {entries.map((entry, i) => (
            <CardView key={entry.status === 'ok' ? entry.item.id : `dropped-${i}`} entry={entry} panelId={RELATED_PANEL_ID} onOpen={onOpen} />
          ))}
        </div>
      </CountStyleContext>
    </section>
  );
}
