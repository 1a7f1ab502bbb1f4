import { useEffect, useState } from 'react';
import { fetchRefList, fetchSpecPage } from '../../../core/domain/playback/playback-api.ts';
import { CLASS_ID_KEY } from '../../../core/domain/playback/playback-class.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import type { ContentItem } from '../../../schemas/generated/types.ts';

export type WonderfulState = { status: 'loading' } | { status: 'ready'; items: ContentItem[] } | { status: 'failed' };

/**
 * Spec 2 §2 'wonderful videos' under a playback: the other playbacks of the class the reader came
 * from (the archive stores it: classId), its first page; opened directly, the items of the same type
 * (getRefList). The playback itself is left out. A failure only hides the list (the playback plays on).
 * Not through the call cache: the class's first page has the key of the archive's own first page, and
 * the cache keeps one answer per key, which the archive's loaded pages hang on (asking it here made the
 * archive ask its later pages again on the way back).
 */
export function useWonderful(contentId: string | null) {
  const { services } = useEngine();
  const [kept, setKept] = useState<{ id: string; state: WonderfulState } | null>(null);
  useEffect(() => {
    if (!contentId) return;
    const controller = new AbortController();
    const classId = services.session.storage.getItem(CLASS_ID_KEY);
    const load = classId ? fetchSpecPage(services.request, classId, 1, null, controller.signal).then((page) => page.items) : fetchRefList(services.request, contentId, controller.signal);
    load.then(
      (items) => !controller.signal.aborted && setKept({ id: contentId, state: { status: 'ready', items: items.filter((item) => item.id !== contentId) } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[playback] wonderful videos not loaded', error);
        setKept({ id: contentId, state: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [services, contentId]);
  return kept?.id === contentId ? kept.state : { status: 'loading' as const };
}
