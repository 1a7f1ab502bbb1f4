import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { CmsAnswerError, resolveComposite, type PanelEntry } from '../../core/engine/render/composite.ts';
import { PanelView } from '../../core/engine/render/PanelView.tsx';
import { loadFeedPlugins } from '../../src/feed/useFeed.ts';
import { compositeAnswer, FUZZ_SEED } from '../support/cms-answers.ts';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

declare module 'vitest' {
  export interface ProvidedContext {
    feedFuzzRuns: number;
  }
}

/**
 * Issue 11: generated CMS answers through the real registry, validators and components in Chromium
 * (fixed seed): no uncaught error, no plugin that throws, and a feed with a usable panel never blank.
 */
const RUNS = inject('feedFuzzRuns');
const uncaught: string[] = [];
const onError = (event: ErrorEvent) => uncaught.push(String(event.error ?? event.message));
const onRejection = (event: PromiseRejectionEvent) => uncaught.push(String(event.reason));
beforeAll(() => {
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
});
afterAll(() => {
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
});

function Feed({ panels }: { panels: readonly PanelEntry[] }) {
  return (
    <main className="feed">
      {panels.map((entry, i) => (
        <PanelView key={i} entry={entry} onOpen={() => {}} firstScreen={i < 4} />
      ))}
    </main>
  );
}

describe('generated feeds in Chromium', () => {
  it(`${RUNS} feeds render: 0 uncaught errors, 0 plugin errors, never blank`, async () => {
    const engine = testEngine({ language: 'zh-CN' });
    const count = { feeds: 0, refused: 0, panels: 0, shownPanels: 0, pluginErrors: [] as string[], blank: 0 };
    engine.bus.on('plugin:error', (e) => count.pluginErrors.push(`${e.pluginKey}: ${String(e.error)}`));
    const screen = await render(
      <WithEngine engine={engine}>
        <Feed panels={[]} />
      </WithEngine>,
    );
    const answers = fc.sample(compositeAnswer, { seed: FUZZ_SEED, numRuns: RUNS });
    for (const answer of answers) {
      count.feeds++;
      let panels: PanelEntry[];
      try {
        panels = resolveComposite(engine.registry.index, answer, engine.bus);
      } catch (error) {
        if (!(error instanceof CmsAnswerError)) throw error;
        count.refused++; // the page shows its failed state with a retry
        continue;
      }
      await loadFeedPlugins(panels);
      await screen.rerender(
        <WithEngine engine={engine}>
          <Feed panels={panels} />
        </WithEngine>,
      );
      // A panel with an item its card takes shows (the audio player only with a playable item).
      const usable = panels.filter(
        (p) => p.status === 'ok' && p.items.some((i) => i.status === 'ok' && (p.plugin.key !== 'panel:mycs.audio' || Boolean(i.item.playUrl))),
      );
      count.panels += panels.length;
      if (usable.length > 0) {
        await expect
          .poll(() => screen.container.querySelectorAll('[data-panel-id]').length, { message: `nothing shown for ${JSON.stringify(usable.map((p) => p.status === 'ok' && [p.plugin.key, p.panel.id, p.items.map((i) => i.status)]))}; plugin errors ${count.pluginErrors.join(' | ')}` })
          .toBeGreaterThan(0);
        count.shownPanels += screen.container.querySelectorAll('[data-panel-id]').length;
        if (!screen.container.textContent?.trim() && !screen.container.querySelector('img')) count.blank++;
      }
    }
    console.info('[fuzz] Chromium', JSON.stringify({ ...count, pluginErrors: count.pluginErrors.length, uncaught: uncaught.length }));
    expect(uncaught).toEqual([]);
    expect(count.pluginErrors).toEqual([]);
    expect(count.blank).toBe(0);
    expect(count.shownPanels).toBeGreaterThan(RUNS / 4);
  }, 600_000);
});
