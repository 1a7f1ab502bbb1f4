import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { createEngineBus } from '../../../core/engine/events.ts';
import { CardView } from '../../../core/engine/render/CardView.tsx';
import { EngineContext, useEngine, type Engine } from '../../../core/engine/render/engine.tsx';
import { PanelView } from '../../../core/engine/render/PanelView.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { createAppRegistry } from '../../../plugins/app-registry.ts';
import { pluginGalleryEntries } from '../plugin-gallery/plugin-gallery-entries.ts';
import { PlaygroundForm } from './PlaygroundForm.tsx';
import { PLAYGROUND_PANEL_ID, renderInput, type PlaygroundResult } from './playground-report.ts';
import { PlaygroundReport } from './PlaygroundReport.tsx';
import { parseExampleName, parseJson } from './playground-state.ts';
import { playgroundMessages } from './playground.messages.ts';
import { EditForm } from './schema-form/EditForm.tsx';
import { useCmsSource } from './useCmsSource.ts';
import { usePlaygroundState } from './usePlaygroundState.ts';
import './playground.css';
import { loadVerboseValidators } from '../../../core/engine/schema/verbose.ts';
import { installPluginTitles } from '../../../core/engine/render/usePluginTitles.ts';
import { PLUGIN_TITLES } from '../../../plugins/plugin-titles.ts';

// A developer's page: its reports are checked with ajv's own messages from here on, and names plugins in the editor's language.
void loadVerboseValidators();
installPluginTitles(PLUGIN_TITLES);

const ignoreOpen = () => {};
const pretty = (value: unknown): string => JSON.stringify(value, null, 2) ?? '';

/**
 * /__playground (development, or preview=1): paste a panel, an item or a composite answer (or pick a
 * plugin's example, or load a category or panel from the CMS) and see it rendered by the real registry
 * in a phone-wide frame, beside a report per panel and item; a selected panel or item is edited in a
 * form made from its plugin's schema. The state lives in the address's fragment.
 */
export default function PlaygroundPage() {
  const page = useEngine();
  // Its own bus (pasted JSON is never reported to the CMS) and every plugin; preview always on.
  const engine = useMemo<Engine>(() => ({ ...page, bus: createEngineBus(), registry: createAppRegistry(), preview: true }), [page]);
  const t = useTexts(playgroundMessages);
  const { state, change, problem } = usePlaygroundState(useSearch());
  const [selected, setSelected] = useState<number | null>(null);
  const examples = useMemo(() => pluginGalleryEntries(engine.registry.all()).flatMap(({ plugin, fixture }) => (plugin.kind === 'panel' || plugin.kind === 'card') && fixture ? [{ plugin, valid: fixture.valid }] : []), [engine]);
  const fromCms = !state.json && !state.example;
  const cms = useCmsSource(fromCms ? state.category : null, fromCms ? state.panel : null);

  useEffect(() => {
    document.title = t('playground.title');
  }, [t]);

  // The source: pasted JSON, else an example, else the CMS.
  const example = state.example ? parseExampleName(state.example) : null;
  const exampleValue = example ? examples.find((e) => e.plugin.key === example.pluginKey)?.valid[example.index] : undefined;
  const parsed = useMemo(() => (state.json ? parseJson(state.json) : null), [state.json]);
  const value: unknown = parsed?.ok ? parsed.value : exampleValue !== undefined ? exampleValue : cms.status === 'ready' && !parsed ? cms.value : undefined;
  const text = state.json ?? (exampleValue !== undefined ? pretty(exampleValue) : cms.status === 'ready' ? pretty(cms.value) : '');
  const result = useMemo<PlaygroundResult | null>(() => {
    if (parsed && !parsed.ok) return { status: 'failed', key: 'playground.badJson', params: { error: parsed.error } };
    if (value !== undefined) return renderInput(engine.registry.index, value);
    if (cms.status === 'failed') return { status: 'failed', key: cms.key, params: cms.params };
    return null;
  }, [engine, parsed, value, cms]);
  // An edit becomes pasted JSON: whatever the source was, the editor now works on their copy.
  const edit = useCallback((next: unknown) => change({ json: pretty(next) }), [change]);
  const pickSource = useCallback(
    (next: Parameters<typeof change>[0]) => {
      setSelected(null);
      change(next);
    },
    [change],
  );
  const rows = result?.status === 'rendered' ? result.rows : [];
  const selectedRow = selected === null ? undefined : rows[selected];

  return (
    <EngineContext.Provider value={engine}>
      <main className="playground" data-testid="playground">
        <header className="playground__header">
          <h1 className="playground__title">{t('playground.title')}</h1>
          <p className="playground__intro">{t('playground.intro')}</p>
        </header>
        <PlaygroundForm state={state} text={text} examples={examples} onChange={pickSource} />
        {problem ? (
          <p className="playground__failure" role="alert" data-testid="address-problem">
            {problem.kind === 'tooLarge' ? t('playground.tooLarge', { size: problem.size, limit: problem.limit }) : t('playground.brokenAddress', { error: problem.error })}
          </p>
        ) : null}
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
            <PlaygroundReport
              rows={rows}
              selected={selected}
              onSelect={(row) => setSelected(row === selected ? null : row)}
              editor={selectedRow ? <EditForm row={selectedRow} value={value} onEdit={edit} /> : null}
            />
          </div>
        ) : null}
      </main>
    </EngineContext.Provider>
  );
}
