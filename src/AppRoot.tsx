import { StrictMode } from 'react';
import { Router } from 'wouter';
import { EngineContext, type Engine } from '../core/engine/render/engine.tsx';
import { PageWindowContext } from '../core/engine/render/server-context.ts';
import { CallCacheContext, type PageCalls } from '../core/engine/render/call-context.ts';
import type { PageWindow } from '../core/engine/sanitize/sanitize-html.ts';
import { PageBoundary } from '../core/engine/render/PageBoundary.tsx';
import { PageFailure } from '../ui/placeholders/PageFailure.tsx';
import { App } from './App.tsx';
import { FeedSeedContext, type FeedSeed } from './feed/feed-seed.ts';

interface Props {
  engine: Engine;
  feedSeed: FeedSeed;
  /** For the page's call cache (core/engine/render/use-call.ts): the server's answers, or on the server its recording cache. */
  calls?: PageCalls;
  /** On the server: a window at the page's address (the browser's own otherwise). */
  pageWindow?: PageWindow;
  /** On the server: the address rendered (the page reads its own). */
  ssrPath?: string;
  ssrSearch?: string;
}

const reloadPage = () => window.location.reload();

/** The whole page, as the browser renders it and the server renders the home: one tree for both. */
export function AppRoot({ engine, feedSeed, calls, pageWindow, ssrPath, ssrSearch }: Props) {
  const page = (
    <FeedSeedContext.Provider value={feedSeed}>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <App />
      </Router>
    </FeedSeedContext.Provider>
  );
  return (
    <StrictMode>
      <EngineContext.Provider value={engine}>
        <PageWindowContext.Provider value={pageWindow ?? null}>
          {/* Whatever escapes a page's own boundary (the router, the chrome): the failure state, never a blank root. */}
          <PageBoundary where="app" bus={engine.bus} fallback={() => <PageFailure retry={reloadPage} />}>
            {calls ? <CallCacheContext.Provider value={calls}>{page}</CallCacheContext.Provider> : page}
          </PageBoundary>
        </PageWindowContext.Provider>
      </EngineContext.Provider>
    </StrictMode>
  );
}
