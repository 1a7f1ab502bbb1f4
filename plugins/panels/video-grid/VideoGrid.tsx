import type { PanelProps } from '../../../core/engine/registry/types.ts';
import { withCard } from '../../../core/engine/render/panel-entries.ts';
import { useVisibleEntries } from '../../../core/engine/render/useRemovedItems.ts';
import { videoTileCard } from './video-tile.ts';
import './video-grid.css';

/** search.video-grid: the panel's videos as posters in two columns (spec 2 §2: the video result grid). */
export default function VideoGrid({ panel, entries, renderEntry }: PanelProps) {
  const visible = useVisibleEntries(panel.id, entries);
  if (visible.length === 0) return null;
  return (
    <section className="panel panel--video-grid" data-panel-id={panel.id} data-type-code={panel.typeCode} aria-label={panel.name || undefined}>
      {panel.name ? <h2 className="panel__name">{panel.name}</h2> : null}
      <ul className="video-grid" data-testid="video-grid">
        {visible.map((entry, index) => (
          <li key={entry.status === 'ok' ? entry.item.id : `dropped-${index}`} className="video-grid__cell">
            {renderEntry(withCard(entry, videoTileCard), index)}
          </li>
        ))}
      </ul>
    </section>
  );
}
