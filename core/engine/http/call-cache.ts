import type { SeededAnswers } from './answer-seed.ts';
import type { JsonParams, RequestFn } from './request.ts';
import { callKey, isBrowserOnly, keyOf, requestOf, type CallDefinition, type CallRequest } from './call.ts';
import { loadReaderValidators } from '../schema/validator-set.ts';
import { isPlainJson } from './plain-json.ts';

/*
 * One cache of calls per engine (core/engine/render/use-call.ts hands it out). It makes each call once for
 * everyone asking with the same key while they are on screen, retries on demand, aborts a call nobody
 * waits for any more, and answers from the server's seed while the page is still where the server
 * rendered it. Nothing is kept once its last reader has left: a later visit asks the CMS afresh.
 * On the server the same cache records: what the render asked for is made (never a personal or browser-only call)
 * and becomes the page's seed (src/ssr/page-ssr.tsx).
 */

export type CallState<A> = { status: 'loading' } | { status: 'ready'; value: A; seeded: boolean } | { status: 'failed'; error: unknown };

/** What a fetcher resolves with for a call the server leaves to the browser (another site's body). */
export const LEFT_TO_BROWSER: unique symbol = Symbol('left to the browser');

/** Makes a call: its answer (parsed JSON, or the text), LEFT_TO_BROWSER, or a rejection. */
export type CallFetcher = (request: CallRequest, signal: AbortSignal) => Promise<unknown>;

export interface CallCacheOptions {
  fetch: CallFetcher;
  /** The answers the server rendered the page from. */
  seed?: SeededAnswers;
  /** Whether the page is still at the address the server rendered (the seed holds only there). */
  seedHolds?: () => boolean;
  /** The server's cache: every call a render asks for is made (but personal and browser-only ones) and recorded. */
  recording?: boolean;
}

const LOADING: CallState<never> = { status: 'loading' };

interface Entry {
  state: CallState<unknown>;
  /** The answer as received, for the page's seed. */
  answer?: unknown;
  /** The call in flight (or settled last), the same promise for everyone asking. */
  promise?: Promise<CallState<unknown>>;
  controller?: AbortController;
  request: CallRequest;
  optional: boolean;
  browserOnly: boolean;
  feed?: string;
}

/**
 * Marks a settled promise as React's `use` reads one (status and value): read again in a later
 * render, it gives its state at once instead of suspending for a task.
 */
function fulfilled<T>(promise: Promise<T>, value: T): T {
  Object.assign(promise, { status: 'fulfilled', value });
  return value;
}

/** How long a call outlives its last reader (a page re-rendering in place keeps it). */
const DROP_AFTER_MS = 0;

export class CallCache {
  readonly recording: boolean;
  private readonly entries = new Map<string, Entry>();
  /** What the server's render resolved of its lists (noteResolved). */
  private readonly resolutions = new Map<string, unknown>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly fetcher: CallFetcher;
  private readonly seedHolds: () => boolean;
  private seed: SeededAnswers | null;
  /** The render wanted a call it had no parameters for (a page without its id). */
  private wantedUnaskable = false;

  constructor({ fetch, seed, seedHolds = () => true, recording = false }: CallCacheOptions) {
    this.fetcher = fetch;
    this.seed = seed ?? null;
    this.seedHolds = seedHolds;
    this.recording = recording;
  }

  /** The call's state now: its answer read, its failure, or loading (also when nobody asked yet). */
  state<P, A>(definition: CallDefinition<P, A>, params: P): CallState<A> {
    const key = callKey(definition, params);
    return ((this.live(key) ?? this.fromSeed(definition, params, key))?.state as CallState<A> | undefined) ?? LOADING;
  }

  /**
   * Makes the call unless it is in flight or answered; the promise settles with its state (never
   * rejects). `again`: a new call even when answered (a retry); `keepShown`: and the answer shown
   * stays until a new one is ready (a signed-in reader's own marks over the server's anonymous ones).
   */
  load<P, A>(definition: CallDefinition<P, A>, params: P, { again = false, keepShown = false } = {}): Promise<CallState<A>> {
    const key = callKey(definition, params);
    const found = this.live(key) ?? this.fromSeed(definition, params, key);
    if (found?.promise && (found.state.status === 'loading' || !again)) return found.promise as Promise<CallState<A>>;
    if (found && found.state.status !== 'loading' && !again) {
      found.promise = Promise.resolve(found.state);
      fulfilled(found.promise, found.state);
      return found.promise as Promise<CallState<A>>;
    }
    const entry: Entry = found ?? this.newEntry(definition, params);
    this.entries.set(key, entry);
    if (this.recording && entry.browserOnly) return (entry.promise = Promise.resolve(LOADING));
    const shown = entry.state;
    if (!keepShown && shown.status !== 'loading') this.settle(key, entry, LOADING);
    const controller = new AbortController();
    entry.controller = controller;
    const promise: Promise<CallState<unknown>> = this.make(definition, params, entry.request, controller.signal)
      .then(async (answer): Promise<CallState<unknown>> => {
        if (answer === LEFT_TO_BROWSER) return LOADING;
        entry.answer = answer;
        await loadReaderValidators();
        return { status: 'ready', value: definition.read(answer, params), seeded: false };
      })
      .catch((error: unknown): CallState<unknown> => ({ status: 'failed', error }))
      .then((state) => {
        // A call dropped (nobody waits) or replaced (a retry) meanwhile changes nothing.
        if (this.entries.get(key) !== entry || entry.promise !== promise) return state;
        entry.controller = undefined;
        this.settle(key, entry, keepShown && state.status !== 'ready' ? shown : state);
        return fulfilled(promise, entry.state);
      });
    entry.promise = promise;
    return promise as Promise<CallState<A>>;
  }

  /** Makes the call once, for one caller, keeping nothing (a list's next page, a refresh); rejects when it fails. */
  async once<P, A>(definition: CallDefinition<P, A>, params: P, signal: AbortSignal = new AbortController().signal): Promise<A> {
    const answer = await this.make(definition, params, requestOf(definition, params), signal);
    await loadReaderValidators();
    return definition.read(answer, params);
  }

  /** The call's answer: its request's, or what its own requests gather. */
  private make<P>(definition: CallDefinition<P, unknown>, params: P, request: CallRequest, signal: AbortSignal): Promise<unknown> {
    if (!definition.gather) return this.fetcher(request, signal);
    // Reads only (GET, POST) with JSON parameters: what a call's requests are.
    const send: RequestFn = (path, options = {}) =>
      this.fetcher({ kind: 'json', method: options.method === 'POST' ? 'POST' : 'GET', path, params: (options.params ?? {}) as JsonParams, ...(request.notify === false ? { notify: false as const } : {}) }, signal);
    return definition.gather(send, params);
  }

  /** Calls `listener` when the call's state changes; the call is aborted and forgotten once nobody listens. */
  subscribe(key: string, listener: () => void): () => void {
    const listeners = this.listeners.get(key) ?? new Set();
    this.listeners.set(key, listeners);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0) return;
      setTimeout(() => {
        if (listeners.size > 0) return;
        this.listeners.delete(key);
        this.entries.get(key)?.controller?.abort();
        this.entries.delete(key);
      }, DROP_AFTER_MS);
    };
  }

  /**
   * What the render asked for and got (the server's page seed): each call's answer as it read it, by
   * call (the page takes it as it is, and needs no validators to hydrate); texts by address; a feed's
   * answer as it came, by request, with its category (the page resolves its panels itself), as is an
   * answer whose reading is not plain JSON.
   */
  recorded(): SeededAnswers {
    const seed: SeededAnswers = { json: {}, texts: {}, reads: {}, ...(this.resolutions.size > 0 ? { resolved: Object.fromEntries(this.resolutions) } : {}) };
    for (const [callKeyOf, entry] of this.entries) {
      if (entry.state.status !== 'ready' || entry.browserOnly) continue;
      const key = keyOf(entry.request);
      if (entry.request.kind === 'text') seed.texts[key] = entry.answer as string;
      else if (!entry.feed && isPlainJson(entry.state.value)) seed.reads![callKeyOf] = entry.state.value;
      else seed.json[key] = entry.answer;
      if (entry.feed) (seed.feeds ??= {})[entry.feed] = key;
    }
    return seed;
  }

  /** On the server: notes a list's items as the render resolved them, for the seed (`key`: the call's key and the list's panel id). */
  noteResolved(key: string, frozen: unknown): void {
    if (this.recording) this.resolutions.set(key, frozen);
  }

  /** A list's items as the server resolved them, while the seed holds (see noteResolved). */
  seededResolution(key: string): unknown {
    return this.seed && this.holds() ? this.seed.resolved?.[key] : undefined;
  }

  /** Whether the page is the one the server rendered, still at its address (its first render hydrates the server's HTML); always, on the server. */
  rendered(): boolean {
    return this.recording || this.holds();
  }

  /** Notes that the render wanted a call it could not make (no parameters: a page without its id). */
  wantedWithoutParams(): void {
    this.wantedUnaskable = true;
  }

  /** Whether the render asked for any call, also one it could not make (a page that asked for nothing needs none, as the search form). */
  askedAny(): boolean {
    return this.wantedUnaskable || this.entries.size > 0;
  }

  /** Whether a call the page cannot show without failed (the server then leaves the page to the browser). */
  failedCall(): string | null {
    for (const entry of this.entries.values()) if (entry.state.status === 'failed' && !entry.optional) return keyOf(entry.request);
    return null;
  }

  private newEntry<P>(definition: CallDefinition<P, unknown>, params: P): Entry {
    return {
      state: LOADING,
      request: requestOf(definition, params),
      optional: definition.optional === true,
      browserOnly: isBrowserOnly(definition, params),
      ...(definition.feed ? { feed: definition.feed(params) } : {}),
    };
  }

  private settle(key: string, entry: Entry, state: CallState<unknown>): void {
    entry.state = state;
    for (const listener of this.listeners.get(key) ?? []) listener();
  }

  /** Whether the seed still holds: once the page has left the server's address, never again. */
  private holds(): boolean {
    if (this.seed && !this.seedHolds()) this.seed = null;
    return this.seed !== null;
  }

  /** The key's entry; a seeded one nobody shows is gone once the page has left the server's address. */
  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry?.state.status === 'ready' && entry.state.seeded && !this.listeners.has(key) && !this.holds()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** An entry from the server's seed, while it holds; an answer of no use there is asked again. */
  private fromSeed<P, A>(definition: CallDefinition<P, A>, params: P, key: string): Entry | undefined {
    if (!this.seed || !this.holds()) return undefined;
    const request = requestOf(definition, params);
    const read = this.seed.reads?.[key];
    const answer = request.kind === 'text' ? this.seed.texts[keyOf(request)] : this.seed.json[keyOf(request)];
    let value: A;
    if (read !== undefined) value = read as A;
    else if (answer === undefined) return undefined;
    else {
      try {
        value = definition.read(answer, params);
      } catch {
        return undefined;
      }
    }
    const entry: Entry = { ...this.newEntry(definition, params), answer, state: { status: 'ready', value, seeded: true } };
    this.entries.set(key, entry);
    return entry;
  }
}
