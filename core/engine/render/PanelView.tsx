import { Suspense, useCallback } from 'react';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import type { PanelEntry } from './composite.ts';
import { decidePanel } from '../registry/dispatch.ts';
import type { ItemEntry } from '../registry/types.ts';
import { CardView } from './CardView.tsx';
import { LeadPictureContext } from './lead-picture.ts';
import { useEngine } from './engine.tsx';
import { PluginBoundary } from './PluginBoundary.tsx';
import { findingAnchor, rawField } from './preview-finding.ts';
import { DroppedPlaceholder, WarningNote } from './preview-notes.ts';

interface Props {
  entry: PanelEntry;
  onOpen: (item: ContentItem, panelId: string) => void;
  /** The panel is on the feed's first screen: its lead item's picture loads at once. */
  firstScreen?: boolean;
}

/** One panel in place: its plugin inside its own boundary, or (preview only) why it was left out. */
export function PanelView({ entry, onOpen, firstScreen = false }: Props) {
  const { bus, preview, registry } = useEngine();
  const panelId = entry.status === 'ok' ? entry.panel.id : '';
  const renderEntry = useCallback(
    (item: ItemEntry, index: number) => {
      const key = item.status === 'ok' ? item.item.id : `dropped-${index}`;
      const card = <CardView key={key} entry={item} panelId={panelId} onOpen={onOpen} />;
      return firstScreen && index === 0 ? (
        <LeadPictureContext.Provider key={key} value>
          {card}
        </LeadPictureContext.Provider>
      ) : (
        card
      );
    },
    [panelId, onOpen, firstScreen],
  );
  if (entry.status === 'dropped') {
    const plugin = entry.typeCode ? decidePanel(registry.index, entry.typeCode) : null;
    return preview ? (
      <Suspense fallback={null}>
        <DroppedPlaceholder
          kind="panel-dropped"
          level="panel"
          anchor={findingAnchor('panel-dropped', entry.panelId)}
          name={rawField(entry.raw, 'name')}
          facts={[`#${entry.panelId ?? '?'}`, entry.typeCode ?? '(no typeCode)']}
          plugin={plugin?.kind === 'matched' ? plugin.plugin : null}
          reason={entry.reason}
          errors={entry.errors}
          raw={entry.raw}
        />
      </Suspense>
    ) : null;
  }
  const { panel } = entry;
  const Panel = entry.plugin.Component;
  const view = (
    <PluginBoundary
      pluginKey={entry.plugin.key}
      bus={bus}
      fallback={(error) =>
        preview ? (
          <Suspense fallback={null}>
            <DroppedPlaceholder
              kind="plugin-error"
              level="panel"
              anchor={findingAnchor('plugin-error', panel.id)}
              name={panel.name ?? null}
              facts={[`#${panel.id}`, panel.typeCode]}
              plugin={entry.plugin}
              reason="plugin-error"
              errors={[String(error)]}
              raw={panel}
            />
          </Suspense>
        ) : null
      }
    >
      <Suspense fallback={<div className="panel-skeleton" aria-hidden="true" />}>
        <Panel panel={panel} entries={entry.items} renderEntry={renderEntry} />
      </Suspense>
    </PluginBoundary>
  );
  if (!preview || entry.warnings.length === 0) return view;
  return (
    <>
      <Suspense fallback={null}>
        <WarningNote level="panel" anchor={findingAnchor('panel-warned', panel.id)} label={panel.name || panel.typeCode} facts={[`#${panel.id}`, panel.typeCode]} plugin={entry.plugin} warnings={entry.warnings} />
      </Suspense>
      {view}
    </>
  );
}
