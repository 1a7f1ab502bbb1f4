import { use, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { CallCacheContext } from './call-context.ts';
import type { SeededAnswers } from '../http/answer-seed.ts';
import { callKey, isBrowserOnly, type CallDefinition } from '../http/call.ts';
import { fetchTextWithin } from '../http/fetch-text.ts';
import { CallCache, type CallState } from '../http/call-cache.ts';
import type { Services } from '../services/services.ts';
import { useEngine, type Engine } from './engine.tsx';

/*
 * `useCall(definition, params)`: a call's state for a component, from the engine's call cache: one per
 * engine, made on first use, seeded with the server's answers (src/main.tsx hands them in through
 * core/engine/render/call-context.ts); on the server the recording cache (src/ssr/page-ssr.tsx).
 * On the server a call not yet answered suspends the render until it is (React's prerender waits
 * for it), so the HTML shows the answer; in the browser the state is loading until it comes.
 */

/** A cache making its calls through the services' request (JSON) and fetchText (texts). */
export function servicesCallCache(services: Pick<Services, 'request' | 'fetchText'>, seed?: SeededAnswers, seedHolds?: () => boolean): CallCache {
  return new CallCache({
    fetch: (request, signal) =>
      request.kind === 'text'
        ? fetchTextWithin(services.fetchText, request.path, signal)
        : services.request(request.path, { method: request.method, params: request.params, signal, ...(request.notify === false ? { notify: false } : {}) }),
    ...(seed ? { seed } : {}),
    ...(seedHolds ? { seedHolds } : {}),
  });
}

const engineCaches = new WeakMap<Engine, CallCache>();

export function useCallCache(): CallCache {
  const page = useContext(CallCacheContext);
  const engine = useEngine();
  if (page?.cache) return page.cache;
  let cache = engineCaches.get(engine);
  if (!cache) engineCaches.set(engine, (cache = servicesCallCache(engine.services, page?.seed, page?.seedHolds)));
  return cache;
}

export interface UseCallOptions {
  /**
   * An answer from the server's seed is asked again in the background when this says so (a signed-in
   * reader's own marks: the server asked as nobody); it replaces the shown one only once ready.
   */
  refreshSeeded?: () => boolean;
}

/** The call's state (the same object until it changes) and a retry. */
export interface CallResult<A> {
  state: CallState<A>;
  retry: () => void;
}

/** The call's state (params null: no call, loading), kept in step with the cache; `retry` asks again. */
export function useCall<P, A>(definition: CallDefinition<P, A>, params: P | null, { refreshSeeded }: UseCallOptions = {}): CallResult<A> {
  const cache = useCallCache();
  const key = params === null ? null : callKey(definition, params);
  let now: CallState<A> = params === null ? { status: 'loading' } : cache.state(definition, params);
  // The server's render waits for what it asks for; a personal call stays loading there. Every call
  // is read with `use`, answered or not: React hands a component's `use` results back by their order
  // when it renders it again, so a `use` skipped for a call answered meanwhile would give the next
  // call the answer of this one (a comment's page got its parent comment).
  if (cache.recording && params !== null && !isBrowserOnly(definition, params)) now = use(cache.load(definition, params));
  if (cache.recording && params === null) cache.wantedWithoutParams();
  const [kept, setKept] = useState<{ key: string | null; state: CallState<A> }>({ key, state: now });
  const latest = useRef({ definition, params, refreshSeeded, kept });
  useEffect(() => {
    latest.current = { definition, params, refreshSeeded, kept };
  });

  useEffect(() => {
    if (key === null) return;
    const call = latest.current as { definition: CallDefinition<P, A>; params: P };
    const show = () => setKept((shown) => (shown.key === key && shown.state === cache.state(call.definition, call.params) ? shown : { key, state: cache.state(call.definition, call.params) }));
    const unsubscribe = cache.subscribe(key, show);
    const state = cache.state(call.definition, call.params);
    // Shown again after it was hidden (a kept page or tab, issue 28): the cache forgot the answer
    // while nobody listened; the component keeps showing its own, asking nothing again.
    const shown = latest.current.kept;
    if (state.status === 'loading' && shown.key === key && shown.state.status === 'ready') return unsubscribe;
    if (state.status === 'loading') void cache.load(call.definition, call.params);
    else if (state.status === 'ready' && state.seeded && latest.current.refreshSeeded?.()) void cache.load(call.definition, call.params, { again: true, keepShown: true });
    show();
    return unsubscribe;
  }, [cache, key]);

  const retry = useCallback(() => {
    const call = latest.current;
    if (call.params !== null) void cache.load(call.definition, call.params, { again: true });
  }, [cache]);
  return { state: kept.key === key ? kept.state : now, retry };
}
