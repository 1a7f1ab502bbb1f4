import { useId } from 'react';
import type { PluginGalleryEntry } from './plugin-gallery-entries.ts';
import { InvalidExamples } from './InvalidExamples.tsx';
import { OpenerDecisions } from './OpenerDecisions.tsx';
import { PluginHeading } from './PluginHeading.tsx';
import { CardExamples, PanelExamples, PlayerExamples } from './ValidExamples.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { pluginGalleryMessages } from './plugin-gallery.messages.ts';

/** One plugin: what it is, its valid examples as readers see them (openers: where they go), its invalid ones. */
export function PluginEntry({ entry }: { entry: PluginGalleryEntry }) {
  const t = useTexts(pluginGalleryMessages);
  const headingId = useId();
  const { plugin, fixture } = entry;
  const valid = fixture?.valid ?? [];
  return (
    <article className="gallery-plugin" data-testid="gallery-plugin" data-plugin-key={plugin.key} aria-labelledby={headingId}>
      <PluginHeading entry={entry} headingId={headingId} />
      {fixture ? null : <p className="gallery-plugin__warning">{t('pluginGallery.noFixture')}</p>}
      {plugin.kind === 'panel' ? <PanelExamples plugin={plugin} examples={valid} /> : null}
      {plugin.kind === 'card' ? <CardExamples plugin={plugin} examples={valid} /> : null}
      {plugin.kind === 'player' ? <PlayerExamples plugin={plugin} examples={valid} /> : null}
      {plugin.kind === 'opener' ? <OpenerDecisions opener={plugin} fixture={fixture} /> : null}
      <InvalidExamples plugin={plugin} examples={fixture?.invalid ?? []} />
    </article>
  );
}
