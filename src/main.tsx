import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { EngineContext } from '../core/render/engine.tsx';
import { App } from './App.tsx';
import { createPageEngine } from './engine.ts';
import { prefetchFeed } from './feed/useFeed.ts';
import { HOME_CATEGORY } from './pages/HomePage.tsx';
import { RENDER_PLUGINS } from '../plugins/index.ts';
import { startApp } from './pages/login/start-app.ts';
import './styles.css';

// The home's data and plugin code start downloading at once, beside app start and the texts.
if (window.location.pathname === '/') {
  prefetchFeed(HOME_CATEGORY);
  for (const plugin of RENDER_PLUGINS) void plugin.load();
}

// Spec 1 §4: the app renders once app start (and its login, when one runs) is done; the language's
// texts load meanwhile.
void Promise.all([createPageEngine(window.location, navigator.languages), startApp()]).then(([engine]) => {
  document.documentElement.lang = engine.language;
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first screen in slices that yield to the browser, instead of one
  // long task while the reader already sees the shell (index.html) and may be touching it.
  startTransition(() =>
    root.render(
      <StrictMode>
        <EngineContext.Provider value={engine}>
          <App />
        </EngineContext.Provider>
      </StrictMode>,
    ),
  );
});
