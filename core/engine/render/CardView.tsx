import { Suspense, useCallback } from 'react';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { decideCard } from '../registry/dispatch.ts';
import type { RegistryIndex } from '../registry/registry.ts';
import type { CardPlugin, ItemEntry } from '../registry/types.ts';
import { useEngine } from './engine.tsx';
import { PluginBoundary } from './PluginBoundary.tsx';
import { findingAnchor, rawField } from './preview-finding.ts';
import { DraftMark, DroppedPlaceholder, WarningNote } from './preview-notes.ts';

interface Props {
  entry: ItemEntry;
  panelId: string;
  /** A tap on the item; the panel it was shown in comes along (open rules may need it). */
  onOpen: (item: ContentItem, panelId: string) => void;
}

/** What dispatch saw of a left-out item, and the card that would have taken it (preview's label). */
function itemFacts(index: RegistryIndex, raw: unknown): { facts: string[]; plugin: CardPlugin | null } {
  const type = rawField(raw, 'type') ?? 'news_common';
  const style = rawField(raw, 'listStyle');
  const card = decideCard(index, type, style === null || style === '' ? null : Number(style));
  return { facts: [`#${rawField(raw, 'id') ?? '?'}`, type, `listStyle ${style ?? 'unset'}`], plugin: card.kind === 'matched' ? card.plugin : null };
}

/** One item in place: its card inside its own boundary, or (preview only) why it was left out. */
export function CardView({ entry, panelId, onOpen }: Props) {
  const { bus, preview, registry } = useEngine();
  const open = useCallback((item: ContentItem) => onOpen(item, panelId), [onOpen, panelId]);
  if (entry.status === 'dropped') {
    return preview ? (
      <Suspense fallback={null}>
        <DroppedPlaceholder
          kind="item-dropped"
          level="item"
          anchor={findingAnchor('item-dropped', panelId, entry.itemId)}
          name={rawField(entry.raw, 'title')}
          {...itemFacts(registry.index, entry.raw)}
          reason={entry.reason}
          errors={entry.errors}
          raw={entry.raw}
        />
      </Suspense>
    ) : null;
  }
  const { item } = entry;
  const Card = entry.card.Component;
  const card = (
    <PluginBoundary
      pluginKey={entry.card.key}
      bus={bus}
      fallback={(error) =>
        preview ? (
          <Suspense fallback={null}>
            <DroppedPlaceholder
              kind="plugin-error"
              level="item"
              anchor={findingAnchor('plugin-error', panelId, item.id)}
              name={item.title}
              facts={[`#${item.id}`, item.type ?? 'news_common', `listStyle ${item.listStyle ?? 'unset'}`]}
              plugin={entry.card}
              reason="plugin-error"
              errors={[String(error)]}
              raw={item}
            />
          </Suspense>
        ) : null
      }
    >
      <Suspense fallback={<div className="card-skeleton" aria-hidden="true" />}>
        <Card item={item} panelId={panelId} onOpen={open} />
      </Suspense>
    </PluginBoundary>
  );
  if (!preview || (entry.warnings.length === 0 && !item.draft)) return card;
  const label = item.title || `#${item.id}`;
  return (
    <>
      <Suspense fallback={null}>
        {item.draft ? <DraftMark anchor={findingAnchor('draft', panelId, item.id)} label={label} /> : null}
        {entry.warnings.length > 0 ? <WarningNote level="item" anchor={findingAnchor('item-warned', panelId, item.id)} label={label} facts={[`#${item.id}`, item.type ?? 'news_common', `listStyle ${item.listStyle ?? 'unset'}`]} plugin={entry.card} warnings={entry.warnings} /> : null}
      </Suspense>
      {card}
    </>
  );
}
