import type { PanelProps } from '../../../core/registry/types.ts';

/** core.list.content: the panel's items stacked vertically, under the panel name when it has one. */
export default function ListContent({ panel, entries, renderEntry }: PanelProps) {
  return (
    <section className="panel panel--list" data-panel-id={panel.id} data-type-code={panel.typeCode}>
      {panel.name ? <h2 className="panel__name">{panel.name}</h2> : null}
      <div className="panel__items">{entries.map(renderEntry)}</div>
    </section>
  );
}
