import { Suspense, useMemo, type ReactNode } from 'react';
import { resolveItem, resolvePanel } from '../../../core/engine/render/composite.ts';
import { CardView } from '../../../core/engine/render/CardView.tsx';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { PanelView } from '../../../core/engine/render/PanelView.tsx';
import type { CardPlugin, PanelPlugin, PlayerPlugin, PlayerProps } from '../../../core/engine/registry/types.ts';
import { PluginBoundary } from '../../../core/engine/render/PluginBoundary.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { provideBundledReaderValidators } from '../../../core/engine/schema/reader-validators.ts';
import { pluginGalleryMessages } from './plugin-gallery.messages.ts';

// The developers' pages validate while they render.
provideBundledReaderValidators();

/** The panel id cards are shown under in the gallery (cards may report it, e.g. adverts' tracking). */
export const GALLERY_PANEL_ID = 'plugin-gallery';

/** Taps in the gallery go nowhere: the openers' table shows where they would. */
const stayHere = () => {};

/** A panel's valid examples, resolved and rendered by the engine exactly as the feed does. */
export function PanelExamples({ plugin, examples }: { plugin: PanelPlugin; examples: readonly unknown[] }) {
  const { registry, bus } = useEngine();
  const entries = useMemo(() => examples.map((example) => resolvePanel(registry.index, example, bus)), [examples, registry, bus]);
  return (
    <ExamplesStage count={examples.length}>
      {entries.map((entry, i) => (
        <div key={i} className="gallery-plugin__example">
          <OtherPluginNote shownBy={entry.status === 'ok' ? entry.plugin.key : null} expected={plugin.key} />
          <PanelView entry={entry} onOpen={stayHere} />
        </div>
      ))}
    </ExamplesStage>
  );
}

/** A card's valid examples, each resolved as a feed item and rendered in a list panel's frame. */
export function CardExamples({ plugin, examples }: { plugin: CardPlugin; examples: readonly unknown[] }) {
  const { registry, bus } = useEngine();
  const entries = useMemo(
    () => examples.map((example) => resolveItem(registry.index, example, GALLERY_PANEL_ID, bus)),
    [examples, registry, bus],
  );
  return (
    <ExamplesStage count={examples.length}>
      {entries.map((entry, i) => (
        <div key={i} className="gallery-plugin__example">
          <OtherPluginNote shownBy={entry.status === 'ok' ? entry.card.key : null} expected={plugin.key} />
          <div className="panel panel--list">
            <CardView entry={entry} panelId={GALLERY_PANEL_ID} onOpen={stayHere} />
          </div>
        </div>
      ))}
    </ExamplesStage>
  );
}

/**
 * A player's examples in this very player (a tap plays it), as ui/player/PlayerView shows it once an
 * address's media kind names it: a gallery entry shows its own plugin, whatever kind the address has.
 */
export function PlayerExamples({ plugin, examples }: { plugin: PlayerPlugin; examples: readonly unknown[] }) {
  const { bus } = useEngine();
  const Player = plugin.Component;
  return (
    <ExamplesStage count={examples.length}>
      {(examples as PlayerProps[]).map((source, i) => (
        <div key={i} className="gallery-plugin__example">
          <PluginBoundary pluginKey={plugin.key} bus={bus} fallback={() => null}>
            <Suspense fallback={<div className="player" data-phase="loading-plugin" aria-hidden="true" />}>
              <Player {...source} />
            </Suspense>
          </PluginBoundary>
        </div>
      ))}
    </ExamplesStage>
  );
}

function ExamplesStage({ count, children }: { count: number; children: ReactNode }) {
  const t = useTexts(pluginGalleryMessages);
  if (count === 0) return null;
  return (
    <div className="gallery-plugin__valid">
      <h4 className="gallery-plugin__subhead">{t('pluginGallery.valid', { count })}</h4>
      <div className="gallery-plugin__stage">{children}</div>
    </div>
  );
}

/** A valid example the registry dispatches to another plugin is worth a developer's glance. */
function OtherPluginNote({ shownBy, expected }: { shownBy: string | null; expected: string }) {
  const t = useTexts(pluginGalleryMessages);
  if (shownBy === null || shownBy === expected) return null;
  return <p className="gallery-plugin__warning">{t('pluginGallery.otherPlugin', { key: shownBy })}</p>;
}
