import { useEffect, useMemo } from 'react';
import type { ShareableItem } from '../../core/platform/share/share-request.ts';
import { useServices } from '../../core/engine/render/engine.tsx';
import { afterLoadAndIdle } from '../../core/engine/env/page-idle.ts';
import type { ShareContext } from '../../core/platform/share/sharing.ts';

/** What a share card is made of (core/platform/share/share-request.ts): the card is made again only when one changes. */
const CARD_FIELDS = ['title', 'brief', 'thumbnailUrl', 'detailUrl', 'shareUrl', 'shareTitle', 'shareBrief', 'shareImageUrl'] as const satisfies readonly (keyof ShareableItem)[];

/**
 * In WeChat, gives the top-right menu this page's share card once the page knows its content (spec 1
 * §3, §5); elsewhere it does nothing. Pass null while the content is loading. Its code (the card's
 * fields, the WeChat check, then the share's) loads once the page has loaded and is idle: the reader
 * reaches for the menu long after, and the page's first scripts do not carry it.
 */
export function useWeChatShare(item: ShareableItem | null, given?: ShareContext): void {
  const services = useServices();
  const context = given ?? services.share;
  const card = item ? JSON.stringify(CARD_FIELDS.map((field) => item[field] ?? null)) : null;
  // A new object with the same fields (a render's copy) must not sign again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const shared = useMemo(() => item, [card]);
  useEffect(() => {
    if (!shared) return;
    return afterLoadAndIdle(() => {
      void Promise.all([import('../../core/platform/share/share-request.ts'), import('../../core/platform/share/share-later.ts')])
        .then(([{ shareRequestOfItem }, { prepareWeChatShareLoaded }]) => prepareWeChatShareLoaded(shareRequestOfItem(shared), context))
        .catch((error: unknown) => console.warn('[share] WeChat card not prepared', error));
    });
    // The context is the page's for good.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shared]);
}
