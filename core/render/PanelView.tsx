import { Suspense, useCallback } from 'react';
import type { ContentItem } from '../../schemas/generated/types.ts';
import type { PanelEntry } from '../feed/composite.ts';
import type { ItemEntry } from '../registry/types.ts';
import { CardView } from './CardView.tsx';
import { DroppedPlaceholder } from './DroppedPlaceholder.tsx';
import { LeadPictureContext } from './lead-picture.ts';
import { useEngine } from './engine.tsx';
import { PluginBoundary } from './PluginBoundary.tsx';
import { WarningNote } from './WarningNote.tsx';

interface Props {
  entry: PanelEntry;
  onOpen: (item: ContentItem, panelId: string) => void;
  /** The panel is on the feed's first screen: its lead item's picture loads at once. */
  firstScreen?: boolean;
}

/** One panel in place: its plugin inside its own boundary, or (preview only) why it was left out. */
export function PanelView({ entry, onOpen, firstScreen = false }: Props) {
  const { bus, preview, t } = useEngine();
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
    return preview ? (
      <DroppedPlaceholder
        level="panel"
        label={`${entry.typeCode ?? '(no typeCode)'} #${entry.panelId ?? '?'}`}
        reason={entry.reason}
        errors={entry.errors}
        raw={entry.raw}
      />
    ) : null;
  }
  const Panel = entry.plugin.Component;
  const panel = (
    <PluginBoundary
      pluginKey={entry.plugin.key}
      bus={bus}
      fallback={(error) =>
        preview ? (
          <DroppedPlaceholder level="panel" label={entry.plugin.key} reason={t('preview.pluginError')} errors={[String(error)]} raw={entry.panel} />
        ) : null
      }
    >
      <Suspense fallback={<div className="panel-skeleton" aria-hidden="true" />}>
        <Panel panel={entry.panel} entries={entry.items} renderEntry={renderEntry} />
      </Suspense>
    </PluginBoundary>
  );
  if (!preview || entry.warnings.length === 0) return panel;
  return (
    <>
      <WarningNote level="panel" label={`${entry.panel.name || entry.panel.typeCode} #${entry.panel.id}`} warnings={entry.warnings} />
      {panel}
    </>
  );
}
