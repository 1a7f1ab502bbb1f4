import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EngineContext } from '../core/render/engine.tsx';
import { App } from './App.tsx';
import { createPageEngine } from './engine.ts';
import { startApp } from './pages/login/start-app.ts';
import './styles.css';

const engine = createPageEngine(window.location, navigator.languages);
document.documentElement.lang = engine.language;

// Spec 1 §4: the app renders once app start (and its login, when one runs) is done.
void startApp().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <EngineContext.Provider value={engine}>
        <App />
      </EngineContext.Provider>
    </StrictMode>,
  ),
);
