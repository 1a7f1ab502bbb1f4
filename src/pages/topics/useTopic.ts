import { useEffect } from 'react';
import { CmsAnswerError } from '../../../core/engine/render/cms-answer-error.ts';
import { CONTENT_MISSING_CODE } from '../../../core/domain/detail/detail-api.ts';
import { feedFailureNotice } from '../../../core/domain/feed/feed-failure.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { useCall } from '../../../core/engine/render/use-call.ts';
import { topicCall, TopicUnusable } from '../../../core/domain/topics/topic-calls.ts';
import type { SpecialTopic } from '../../../schemas/generated/types.ts';

export type TopicState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'ready'; topic: SpecialTopic; classes: NonNullable<SpecialTopic['classList']> };

const isMissing = (error: unknown) => error instanceof CmsAnswerError && Number(error.code) === CONTENT_MISSING_CODE;

/** The topic of /topicNews (spec 2 §7 content/spec/{id}): code 5101 reads as missing; other failures offer a retry. */
export function useTopic(newsId: string, preview: boolean): { state: TopicState; retry: () => void } {
  const { services } = useEngine();
  const { state: call, retry } = useCall(topicCall, { id: newsId, preview });
  useEffect(() => {
    // Spec 2 §8: the server's message, or 'system error' (a failed request was shown by the wrapper).
    if (call.status === 'failed' && !isMissing(call.error) && !(call.error instanceof TopicUnusable)) services.notices.show(feedFailureNotice(call.error, 'common.systemError'));
    // Once per failed answer (the call's state object).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call]);
  if (call.status === 'ready') return { state: { status: 'ready', topic: call.value.topic, classes: call.value.classes }, retry };
  if (call.status === 'failed') return { state: { status: isMissing(call.error) ? 'missing' : 'failed' }, retry };
  return { state: call, retry };
}
