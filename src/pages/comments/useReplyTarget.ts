import { useCallback, useState } from 'react';
import type { ComposeTarget } from './usePublish.ts';

/**
 * Spec 2 §4: whom the comment input answers. `answer` sets the target and asks the input to take
 * focus; the input clears it when it loses focus.
 */
export function useReplyTarget(): {
  target: ComposeTarget | null;
  focusRequest: number;
  answer: (next: ComposeTarget) => void;
  clear: () => void;
} {
  const [target, setTarget] = useState<ComposeTarget | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const answer = useCallback((next: ComposeTarget) => {
    setTarget(next);
    setFocusRequest((n) => n + 1);
  }, []);
  const clear = useCallback(() => setTarget(null), []);
  return { target, focusRequest, answer, clear };
}
