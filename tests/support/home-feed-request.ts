import { newsCategory } from '../../cities/current.ts';
import { requestKey } from '../../core/engine/http/call.ts';
import { feedCall } from '../../src/feed/feed-call.ts';

/** The address of the home's first feed page as the server asks for it (the feed call of src/feed/feed-call.ts). */
export const HOME_FEED_REQUEST = requestKey(feedCall, { categoryCode: newsCategory });
