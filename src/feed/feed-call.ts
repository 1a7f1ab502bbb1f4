import { CmsAnswerError } from '../../core/engine/render/cms-answer-error.ts';
import { isSuccessCode } from '../../core/engine/http/answer-notice.ts';
import { defineCall } from '../../core/engine/http/call.ts';
import { COMPOSITE_PATH, compositeParams } from './feed-params.ts';

export { COMPOSITE_PATH, compositeParams, previewParam } from './feed-params.ts';


/**
 * A category's first feed page as a call, as a first visit asks for it (no device id yet: the CMS
 * answers it alike for every reader). The server renders a page's feeds from it (src/ssr/page-ssr.tsx,
 * the home's among them) and the page resolves the same answer, its seed's, before it hydrates the feed
 * (src/main.tsx). The feed itself (src/feed/useFeed.ts) makes its later calls through the page's call
 * cache: refresh, load-more and the newer check.
 */
export const feedCall = defineCall<{ categoryCode: string }, unknown>({
  name: 'feed',
  path: COMPOSITE_PATH,
  request: ({ categoryCode }) => compositeParams(categoryCode, 'open', false, ''),
  read: (answer) => {
    if (!isSuccessCode((answer as { code?: unknown } | null)?.code)) throw CmsAnswerError.of(answer);
    return answer;
  },
  feed: ({ categoryCode }) => categoryCode,
});
