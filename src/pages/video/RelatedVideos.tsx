import { CardView } from '../../../core/engine/render/CardView.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { RELATED_PANEL_ID, similarCall, similarParams } from '../../../core/domain/video/video-calls.ts';
import { useCall } from '../../../core/engine/render/use-call.ts';
import { callKey } from '../../../core/engine/http/call.ts';
import { useResolvedRecords } from '../../lists/use-resolved-records.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { CountStyleContext } from '../../../ui/card/count-style.ts';
import { useOpenItem } from '../../open/useOpenItem.ts';
import { videoMessages } from './video.messages.ts';

/** Spec 2 §2: the related list under a video: similar videos of its type, resolved and shown by their cards. */
export function RelatedVideos({ item, onOpen }: { item: ContentItem; onOpen: (item: ContentItem, panelId: string) => void }) {
  const t = useTexts(videoMessages);
  // Server-rendered with the video (an optional call: a failure there leaves it to the browser).
  const params = similarParams(item);
  const { state } = useCall(similarCall, params);
  // The list is the page's extra: when its code cannot come, the video stands alone.
  const { entries } = useResolvedRecords({
    callKey: callKey(similarCall, params),
    panelId: RELATED_PANEL_ID,
    records: state.status === 'ready' ? state.value : null,
    seeded: state.status === 'ready' && state.seeded,
    loading: state.status === 'loading',
  });
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

/** The video detail's related list, opening its cards as the detail's (the part the page loads once it is live). */
export function VideoDetailRelated({ item }: { item: ContentItem }) {
  const open = useOpenItem('video-detail');
  return <RelatedVideos item={item} onOpen={open} />;
}
