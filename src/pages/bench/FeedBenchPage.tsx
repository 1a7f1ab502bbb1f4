import { useEffect, useMemo } from 'react';
import { useSearch } from 'wouter';
import { resolvePanel } from '../../../core/engine/render/composite.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { useRegistry } from '../../../core/engine/render/use-registry.ts';
import { PanelView } from '../../../core/engine/render/PanelView.tsx';
import { benchCount, benchPanel } from './bench-feed.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { provideBundledReaderValidators } from '../../../core/engine/schema/reader-validators.ts';
import { pluginGalleryMessages } from '../plugin-gallery/plugin-gallery.messages.ts';

// The developers' pages validate while they render.
provideBundledReaderValidators();

/** Taps go nowhere: the page exists to be scrolled. */
const stayHere = () => {};

/**
 * /__bench/feed?count=N (development, or preview=1): a feed of N generated items of every layout,
 * resolved and rendered by the real registry and panels, for scripts/bench-feed-scroll.ts.
 */
export default function FeedBenchPage() {
  const { bus } = useEngine();
  const registry = useRegistry();
  const t = useTexts(pluginGalleryMessages);
  const count = benchCount(new URLSearchParams(useSearch()).get('count'));
  const title = t('benchFeed.title', { count });
  const entry = useMemo(() => resolvePanel(registry.index, benchPanel(count, title), bus), [registry, bus, count, title]);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className="feed" data-testid="feed-bench" data-count={count}>
      <PanelView entry={entry} onOpen={stayHere} />
    </main>
  );
}
