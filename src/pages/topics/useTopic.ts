import { useCallback, useEffect, useRef, useState } from 'react';
import { CmsAnswerError } from '../../../core/feed/cms-answer-error.ts';
import { CONTENT_MISSING_CODE } from '../../../core/detail/detail-api.ts';
import { feedFailureNotice } from '../../../core/feed/feed-failure.ts';
import { useEngine } from '../../../core/render/engine.tsx';
import { useAnswerSeed } from '../../../core/render/server-context.ts';
import { loadTopic, readTopic, topicRequest } from '../../../core/topics/topic-calls.ts';
import type { SpecialTopic } from '../../../schemas/generated/types.ts';

export type TopicState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'ready'; topic: SpecialTopic; classes: NonNullable<SpecialTopic['classList']> };

/** The topic of /topicNews (spec 2 §7 content/spec/{id}): code 5101 reads as missing; other failures offer a retry. */
export function useTopic(newsId: string, preview: boolean): { state: TopicState; retry: () => void } {
  const { services } = useEngine();
  const [attempt, setAttempt] = useState(0);
  const forKey = `${newsId}|${preview}|${attempt}`;
  const seed = useAnswerSeed();
  // A topic the server rendered the page with shows at once.
  const [kept, setKept] = useState<{ forKey: string; state: TopicState }>(() => {
    const { path, params } = topicRequest(newsId, preview);
    const seeded = seed.json(path, params);
    if (seeded === undefined) return { forKey: '', state: { status: 'loading' } };
    try {
      const answer = readTopic(seeded);
      return { forKey, state: answer.ok ? { status: 'ready', topic: answer.topic, classes: answer.classes } : { status: 'failed' } };
    } catch {
      return { forKey: '', state: { status: 'loading' } };
    }
  });
  const seededKey = useRef(kept.forKey);
  useEffect(() => {
    if (seededKey.current === forKey) return;
    let current = true;
    loadTopic(services.request, newsId, preview).then(
      (answer) => current && setKept({ forKey, state: answer.ok ? { status: 'ready', topic: answer.topic, classes: answer.classes } : { status: 'failed' } }),
      (error: unknown) => {
        if (!current) return;
        const missing = error instanceof CmsAnswerError && Number(error.code) === CONTENT_MISSING_CODE;
        // Spec 2 §8: the server's message, or 'system error' (a failed request was shown by the wrapper).
        if (!missing) services.notices.show(feedFailureNotice(error, 'common.systemError'));
        setKept({ forKey, state: { status: missing ? 'missing' : 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [services, newsId, preview, forKey]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: kept.forKey === forKey ? kept.state : { status: 'loading' }, retry };
}
