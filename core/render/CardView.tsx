import { Suspense, useCallback } from 'react';
import type { ContentItem } from '../../schemas/generated/types.ts';
import type { ItemEntry } from '../registry/types.ts';
import { DroppedPlaceholder } from './DroppedPlaceholder.tsx';
import { useEngine } from './engine.tsx';
import { PluginBoundary } from './PluginBoundary.tsx';
import { WarningNote } from './WarningNote.tsx';

interface Props {
  entry: ItemEntry;
  panelId: string;
  /** A tap on the item; the panel it was shown in comes along (open rules may need it). */
  onOpen: (item: ContentItem, panelId: string) => void;
}

/** One item in place: its card inside its own boundary, or (preview only) why it was left out. */
export function CardView({ entry, panelId, onOpen }: Props) {
  const { bus, preview, t } = useEngine();
  const open = useCallback((item: ContentItem) => onOpen(item, panelId), [onOpen, panelId]);
  if (entry.status === 'dropped') {
    return preview ? (
      <DroppedPlaceholder
        level="item"
        label={`item ${entry.itemId ?? '(no id)'}`}
        reason={entry.reason}
        errors={entry.errors}
        raw={entry.raw}
      />
    ) : null;
  }
  const Card = entry.card.Component;
  const card = (
    <PluginBoundary
      pluginKey={entry.card.key}
      bus={bus}
      fallback={(error) =>
        preview ? (
          <DroppedPlaceholder level="item" label={entry.card.key} reason={t('preview.pluginError')} errors={[String(error)]} raw={entry.item} />
        ) : null
      }
    >
      <Suspense fallback={<div className="card-skeleton" aria-hidden="true" />}>
        <Card item={entry.item} panelId={panelId} onOpen={open} />
      </Suspense>
    </PluginBoundary>
  );
  if (!preview || entry.warnings.length === 0) return card;
  return (
    <>
      <WarningNote level="item" label={`item ${entry.item.id}`} warnings={entry.warnings} />
      {card}
    </>
  );
}
