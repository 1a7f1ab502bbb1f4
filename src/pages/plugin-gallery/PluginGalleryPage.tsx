import { useEffect, useMemo } from 'react';
import { EngineContext, useEngine, type Engine } from '../../../core/engine/render/engine.tsx';
import { createAppRegistry } from '../../../plugins/app-registry.ts';
import { PluginEntry } from './PluginEntry.tsx';
import { galleryRequest, pluginGalleryEntries, type PluginGalleryEntry } from './plugin-gallery-entries.ts';
import './plugin-gallery.css';
import { textsFor } from '../../../core/engine/render/useTexts.ts';
import { pluginGalleryMessages } from './plugin-gallery.messages.ts';
import { loadVerboseValidators } from '../../../core/engine/schema/verbose.ts';
import { installPluginTitles } from '../../../core/engine/render/usePluginTitles.ts';
import { PLUGIN_TITLES } from '../../../plugins/plugin-titles.ts';

// A developer's page: its reports are checked with ajv's own messages from here on, and names plugins in the editor's language.
void loadVerboseValidators();
installPluginTitles(PLUGIN_TITLES);

const GROUPS: readonly { kind: 'panel' | 'card' | 'opener' | 'player'; id: string; title: keyof (typeof pluginGalleryMessages)['en'] }[] = [
  { kind: 'panel', id: 'panels', title: 'pluginGallery.panels' },
  { kind: 'card', id: 'cards', title: 'pluginGallery.cards' },
  { kind: 'opener', id: 'openers', title: 'pluginGallery.openers' },
  { kind: 'player', id: 'players', title: 'pluginGallery.players' },
];

/**
 * /__plugin-gallery (development, or preview=1): every registered plugin from its fixture, grouped by kind,
 * rendered by the real engine at phone width, with the editors' view (preview) of its invalid examples.
 */
export default function PluginGalleryPage() {
  const page = useEngine();
  // Its own registry with every plugin (the page's registers the openers only on the first tap), and
  // requests answered from the fixtures: nothing shown here reaches the CMS.
  const engine = useMemo<Engine>(() => {
    const registry = createAppRegistry();
    const request = galleryRequest(pluginGalleryEntries(registry.all())) as Engine['services']['request'];
    return { ...page, registry, preview: true, services: { ...page.services, request } };
  }, [page]);
  const plugins = useMemo(() => pluginGalleryEntries(engine.registry.all()), [engine]);
  const t = textsFor(engine.language, engine.t, [pluginGalleryMessages]);
  useEffect(() => {
    document.title = t('pluginGallery.title');
  }, [t]);
  const byKind = (kind: string): PluginGalleryEntry[] => plugins.filter((p) => p.plugin.kind === kind);
  return (
    <EngineContext.Provider value={engine}>
      <main className="plugin-gallery" data-testid="plugin-gallery">
        <header className="plugin-gallery__header">
          <h1 className="plugin-gallery__title">{t('pluginGallery.title')}</h1>
          <p className="plugin-gallery__summary">
            {t('pluginGallery.summary', {
              total: plugins.length,
              panels: byKind('panel').length,
              cards: byKind('card').length,
              openers: byKind('opener').length,
              players: byKind('player').length,
            })}
          </p>
          <nav className="plugin-gallery__nav">
            {GROUPS.map((group) => (
              <a key={group.id} href={`#${group.id}`}>
                {t(group.title)}
              </a>
            ))}
          </nav>
        </header>
        {GROUPS.map((group) => (
          <section key={group.id} id={group.id} className="plugin-gallery__group" aria-labelledby={`${group.id}-title`}>
            <h2 id={`${group.id}-title`} className="plugin-gallery__group-title">
              {t(group.title)} ({byKind(group.kind).length})
            </h2>
            {byKind(group.kind).map((entry) => (
              <PluginEntry key={entry.plugin.key} entry={entry} />
            ))}
          </section>
        ))}
      </main>
    </EngineContext.Provider>
  );
}
