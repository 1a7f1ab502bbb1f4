import type { PanelProps } from '../../../core/engine/registry/types.ts';
import { withCard } from '../../../core/engine/render/panel-entries.ts';
import { useVisibleEntries } from '../../../core/engine/render/useRemovedItems.ts';
import { specialOverviewCard } from './special-overview-card.ts';
import './special-overview.css';

/** news.special-overview: special topics as overview cards, each opening /PlayBack?id={id}. */
export default function SpecialOverview({ panel, entries, renderEntry }: PanelProps) {
  const visible = useVisibleEntries(panel.id, entries);
  if (visible.length === 0) return null;
  return (
    <section className="panel panel--special-overview" data-panel-id={panel.id} data-type-code={panel.typeCode} aria-label={panel.name || undefined}>
      {panel.name ? <h2 className="panel__name">{panel.name}</h2> : null}
      <div className="special-overview__list">{visible.map((entry, index) => renderEntry(withCard(entry, specialOverviewCard), index))}</div>
    </section>
  );
}
