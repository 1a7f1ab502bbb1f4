import { useEffect } from 'react';
import type { ShareRequest } from '../../core/platform/share/share-request.ts';
import { useServices } from '../../core/engine/render/engine.tsx';
import { prepareWeChatShareLoaded } from '../../core/platform/share/share-later.ts';
import type { ShareContext } from '../../core/platform/share/sharing.ts';

/**
 * In WeChat, gives the top-right menu this page's share card once the page knows its content (spec 1
 * §3, §5); elsewhere it does nothing. Pass null while the content is loading.
 */
export function useWeChatShare(request: ShareRequest | null, given?: ShareContext): void {
  const services = useServices();
  const context = given ?? services.share;
  const title = request?.title;
  const brief = request?.brief;
  const imageUrl = request?.imageUrl;
  const url = request?.url;
  useEffect(() => {
    if (title === undefined) return;
    prepareWeChatShareLoaded({ title, brief, imageUrl, url }, context);
    // The card changes with its four fields only (a new object each render must not sign again).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title, brief, imageUrl, url]);
}
