import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EngineContext } from '../core/render/engine.tsx';
import { App } from './App.tsx';
import { createPageEngine } from './engine.ts';
import './styles.css';

const engine = createPageEngine(window.location, navigator.languages);
document.documentElement.lang = engine.language;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <EngineContext.Provider value={engine}>
      <App />
    </EngineContext.Provider>
  </StrictMode>,
);
