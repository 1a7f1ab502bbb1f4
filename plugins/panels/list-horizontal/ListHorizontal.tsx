import type { PanelProps } from '../../../core/engine/registry/types.ts';
import { isAdvert } from '../../../core/domain/rules/advert-types.ts';
import { LIST_STYLE } from '../../../core/engine/registry/list-styles.ts';
import { withCard } from '../../../core/engine/render/panel-entries.ts';
import { useVisibleEntries } from '../../../core/engine/render/useRemovedItems.ts';
import { railTileCard } from './rail-tile.ts';
import './list-horizontal.css';

/**
 * core.list.content.horizontal: the panel's items side by side in a rail that scrolls sideways and
 * snaps to a tile. Ordinary items show as tiles; adverts and votes keep their own cards (their tag,
 * close popup, tracking and voting go with them).
 */
export default function ListHorizontal({ panel, entries, renderEntry }: PanelProps) {
  const visible = useVisibleEntries(panel.id, entries);
  if (visible.length === 0) return null;
  return (
    <section
      className="panel panel--rail"
      data-panel-id={panel.id}
      data-type-code={panel.typeCode}
      aria-label={panel.name || undefined}
    >
      {panel.name ? <h2 className="panel__name">{panel.name}</h2> : null}
      <ul className="rail" data-testid="rail">
        {visible.map((entry, index) => (
          <li key={entry.status === 'ok' ? entry.item.id : `dropped-${index}`} className="rail__cell">
            {renderEntry(
              withCard(entry, railTileCard, (ok) => isAdvert(ok.item) || ok.item.listStyle === LIST_STYLE.vote),
              index,
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
