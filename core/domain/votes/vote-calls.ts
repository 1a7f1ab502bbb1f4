import { listOf } from '../detail/detail-api.ts';
import { defineCall } from '../../engine/http/call.ts';
import type { ContentItem, Vote } from '../../../schemas/generated/types.ts';
import { moreVotesPath, votesOf } from './vote-page-rules.ts';

/** Spec 2 §2, §7: the recommended votes under a vote ('more votes'); the page hides them when the call fails, without a notice. */
export const moreVotesCall = defineCall<{ activityId: string }, { item: ContentItem; vote: Vote }[]>({
  name: 'more votes',
  path: ({ activityId }) => moreVotesPath(activityId),
  read: (answer) => votesOf(listOf(answer)),
  notify: false, // the page does without it when it fails: it hides instead
});
