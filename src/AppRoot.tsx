import { StrictMode } from 'react';
import { Router } from 'wouter';
import { EngineContext, type Engine } from '../core/render/engine.tsx';
import { App } from './App.tsx';
import { FeedSeedContext, type FeedSeed } from './feed/feed-seed.ts';

interface Props {
  engine: Engine;
  feedSeed: FeedSeed;
  /** On the server: the address rendered (the page reads its own). */
  ssrPath?: string;
  ssrSearch?: string;
}

/** The whole page, as the browser renders it and the server renders the home: one tree for both. */
export function AppRoot({ engine, feedSeed, ssrPath, ssrSearch }: Props) {
  return (
    <StrictMode>
      <EngineContext.Provider value={engine}>
        <FeedSeedContext.Provider value={feedSeed}>
          <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
            <App />
          </Router>
        </FeedSeedContext.Provider>
      </EngineContext.Provider>
    </StrictMode>
  );
}
