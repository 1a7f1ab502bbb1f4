import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { createEngineBus } from '../../../core/events.ts';
import { CardView } from '../../../core/render/CardView.tsx';
import { EngineContext, useEngine, type Engine } from '../../../core/render/engine.tsx';
import { PanelView } from '../../../core/render/PanelView.tsx';
import { useTexts } from '../../../core/render/useTexts.ts';
import { createAppRegistry } from '../../../plugins/app-registry.ts';
import { pluginGalleryEntries } from '../plugin-gallery/plugin-gallery-entries.ts';
import { PlaygroundForm } from './PlaygroundForm.tsx';
import { PLAYGROUND_PANEL_ID, renderInput, type PlaygroundResult } from './playground-report.ts';
import { PlaygroundReport } from './PlaygroundReport.tsx';
import { parseExampleName, parseJson, readState, stateSearch, type PlaygroundState } from './playground-state.ts';
import { playgroundMessages } from './playground.messages.ts';
import { useCmsSource } from './useCmsSource.ts';
import './playground.css';
import { loadVerboseValidators } from '../../../core/schema/verbose.ts';

// A developer's page: its reports are checked with ajv's own messages from here on.
void loadVerboseValidators();

const ignoreOpen = () => {};
const pretty = (value: unknown): string => JSON.stringify(value, null, 2) ?? '';

/**
 * /__playground (development, or preview=1): paste a panel, an item or a composite answer (or pick a
 * plugin's example, or load a category or panel from the CMS) and see it rendered by the real registry
 * in a phone-wide frame, beside a report per panel and item. The state lives in the address.
 */
export default function PlaygroundPage() {
  const page = useEngine();
  // Its own bus (pasted JSON is never reported to the CMS) and every plugin; preview always on.
  const engine = useMemo<Engine>(() => ({ ...page, bus: createEngineBus(), registry: createAppRegistry(), preview: true }), [page]);
  const t = useTexts(playgroundMessages);
  const search = useSearch();
  const [, navigate] = useLocation();
  const state = useMemo(() => readState(search), [search]);
  const examples = useMemo(() => pluginGalleryEntries(engine.registry.all()).flatMap(({ plugin, fixture }) => (plugin.kind === 'panel' || plugin.kind === 'card') && fixture ? [{ plugin, valid: fixture.valid }] : []), [engine]);
  const change = useCallback((next: Partial<PlaygroundState>) => navigate(`/__playground?${stateSearch(search, next)}`), [navigate, search]);
  const cms = useCmsSource(page.services, state.json || state.example ? null : state.category, state.json || state.example ? null : state.panel);

  useEffect(() => {
    document.title = t('playground.title');
  }, [t]);

  // The source: pasted JSON, else an example, else the CMS.
  const example = state.example ? parseExampleName(state.example) : null;
  const exampleValue = example ? examples.find((e) => e.plugin.key === example.pluginKey)?.valid[example.index] : undefined;
  const parsed = state.json ? parseJson(state.json) : null;
  const text = state.json ?? (exampleValue !== undefined ? pretty(exampleValue) : cms.status === 'ready' ? pretty(cms.value) : '');
  const result = useMemo<PlaygroundResult | null>(() => {
    if (parsed) return parsed.ok ? renderInput(engine.registry.index, parsed.value) : { status: 'failed', key: 'playground.badJson', params: { error: parsed.error } };
    if (exampleValue !== undefined) return renderInput(engine.registry.index, exampleValue);
    if (cms.status === 'ready') return renderInput(engine.registry.index, cms.value);
    if (cms.status === 'failed') return { status: 'failed', key: cms.key, params: cms.params };
    return null;
    // parsed is derived from state.json; the memo follows its text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, state.json, exampleValue, cms]);

  return (
    <EngineContext.Provider value={engine}>
      <main className="playground" data-testid="playground">
        <header className="playground__header">
          <h1 className="playground__title">{t('playground.title')}</h1>
          <p className="playground__intro">{t('playground.intro')}</p>
        </header>
        <PlaygroundForm state={state} text={text} examples={examples} onChange={change} />
        {cms.status === 'loading' ? <p role="status">{t('playground.loading')}</p> : null}
        {cms.status === 'ready' && cms.note ? <p className="playground__note">{t(cms.note.key, cms.note.params)}</p> : null}
        {result?.status === 'failed' ? (
          <p className="playground__failure" role="alert">
            {t(result.key, result.params)}
          </p>
        ) : null}
        {result === null ? <p className="playground__note">{t('playground.empty')}</p> : null}
        {result?.status === 'rendered' ? (
          <div className="playground__stage">
            <section className="playground__phone" aria-label={t('playground.phone')} data-testid="playground-phone">
              {result.panels.map((entry, i) => (
                <PanelView key={i} entry={entry} onOpen={ignoreOpen} />
              ))}
              {result.items.length > 0 ? (
                <div className="panel panel--list">
                  {result.items.map((entry, i) => (
                    <CardView key={i} entry={entry} panelId={PLAYGROUND_PANEL_ID} onOpen={ignoreOpen} />
                  ))}
                </div>
              ) : null}
            </section>
            <PlaygroundReport rows={result.rows} />
          </div>
        ) : null}
      </main>
    </EngineContext.Provider>
  );
}
