import { memo, useMemo, type ReactNode } from 'react';
import type { ItemEntry, PanelProps } from '../../../core/engine/registry/types.ts';
import { useVisibleEntries } from '../../../core/engine/render/useRemovedItems.ts';
import { useRenderLimit } from './useRenderLimit.ts';
import './list-content.css';

/**
 * Not a spec number: cards mount, re-render and are skipped by the browser in blocks of 10; a feed
 * grown to 1,000 items then costs a few milliseconds per step, never one long task.
 */
export const LIST_BLOCK_SIZE = 10;
/** What mounts at first: one block, more than a phone's first screen; the rest of the page follows when idle. */
export const LIST_FIRST_MOUNT = LIST_BLOCK_SIZE;
/** Not a spec number: the next block mounts at once when the rendered end is this close below the viewport. */
export const LIST_RENDER_AHEAD_PX = 1200;
/** Not spec numbers: otherwise blocks mount in idle time, at the latest after 500 ms (50 ms apart without idle callbacks). */
export const LIST_IDLE_MOUNT_TIMEOUT_MS = 500;
export const LIST_MOUNT_PAUSE_MS = 50;

/**
 * core.list.content: the panel's items stacked vertically, under the panel name when it has one.
 * Long lists stay cheap: cards mount a block at a time (at once as the reader nears the rendered end,
 * else in idle time), each block is memoised (earlier cards do not re-render), and the browser skips
 * style, layout and paint of blocks away from the viewport (content-visibility in list-content.css).
 * Items a reader removed are hidden.
 */
export default function ListContent({ panel, entries, renderEntry }: PanelProps) {
  const visible = useVisibleEntries(panel.id, entries);
  const { limit, sentinel } = useRenderLimit(entries.length, {
    first: LIST_FIRST_MOUNT,
    step: LIST_BLOCK_SIZE,
    aheadPx: LIST_RENDER_AHEAD_PX,
    idleTimeoutMs: LIST_IDLE_MOUNT_TIMEOUT_MS,
    pauseMs: LIST_MOUNT_PAUSE_MS,
  });
  // Blocks are cut from `entries`, not from the visible ones: hiding an item never moves the others
  // to another block (which would remount them and lose their state, e.g. a vote just cast).
  const blocks = useMemo(() => {
    const shown = visible === entries ? null : new Set(visible);
    const result: Block[] = [];
    for (let start = 0; start < Math.min(limit, entries.length); start += LIST_BLOCK_SIZE) {
      const slice = entries.slice(start, start + LIST_BLOCK_SIZE);
      result.push({ start, entries: slice, shown: slice.map((entry) => !shown || shown.has(entry)) });
    }
    return result;
  }, [entries, visible, limit]);
  return (
    <section className="panel panel--list" data-panel-id={panel.id} data-type-code={panel.typeCode}>
      {panel.name ? <h2 className="panel__name">{panel.name}</h2> : null}
      <div className="panel__items">
        {blocks.map((block) => (
          <ListBlock key={block.start} {...block} renderEntry={renderEntry} />
        ))}
      </div>
      {sentinel ? <div key={limit} ref={sentinel} className="panel__more" data-testid="list-more" aria-hidden="true" /> : null}
    </section>
  );
}

interface Block {
  /** Index of the block's first entry in the panel. */
  start: number;
  entries: readonly ItemEntry[];
  /** Per entry: false once the reader removed it. */
  shown: readonly boolean[];
}

const sameItems = <T,>(a: readonly T[], b: readonly T[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** A block of cards in one box, which the browser skips as a whole while it is far from the viewport. */
const ListBlock = memo(
  function ListBlock({ start, entries, shown, renderEntry }: Block & { renderEntry: PanelProps['renderEntry'] }): ReactNode {
    return <div className="panel__block">{entries.map((entry, i) => (shown[i] ? renderEntry(entry, start + i) : null))}</div>;
  },
  (before, after) =>
    before.start === after.start &&
    before.renderEntry === after.renderEntry &&
    sameItems(before.entries, after.entries) &&
    sameItems(before.shown, after.shown),
);
