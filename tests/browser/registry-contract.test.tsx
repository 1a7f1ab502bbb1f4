import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { resolveItem, resolvePanel } from '../../core/feed/composite.ts';
import { CardView } from '../../core/render/CardView.tsx';
import { PanelView } from '../../core/render/PanelView.tsx';
import { validateAs } from '../../core/schema/validate.ts';
import { APP_PLUGINS, createAppRegistry } from '../../plugins/app-registry.ts';
import { fixtureRequest, pluginsWithFixtures } from '../support/plugin-fixtures.ts';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

/**
 * The registry contract: every registered plugin ships a fixture its schema accepts, renders it in a
 * real Chromium without a console error, and refuses its invalid examples. A new plugin is covered
 * the moment it is registered.
 */
const found = pluginsWithFixtures();
// Panels that fetch their own figures (the rankings) get the answers their fixtures ship.
const engine = testEngine({ services: { request: fixtureRequest(found.map((f) => f.fixture)) } });
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => void consoleErrors.push(args));
});
afterEach(() => vi.restoreAllMocks());

describe('registry contract', () => {
  it('finds every registered plugin in a plugin folder', () => {
    const keys = found.map((f) => f.plugin.key).toSorted();
    expect(keys).toEqual(APP_PLUGINS.map((p) => p.key).toSorted());
  });

  describe.each(found.map((f) => [f.plugin.key, f] as const))('%s', (_key, { plugin, fixture }) => {
    it('ships a fixture with at least one valid example', () => {
      expect(fixture?.valid.length).toBeGreaterThan(0);
    });

    it('accepts its valid examples and refuses its invalid ones', () => {
      for (const example of fixture?.valid ?? []) expect(validateAs(plugin.schema, example)).toMatchObject({ ok: true });
      for (const example of fixture?.invalid ?? []) expect(validateAs(plugin.schema, example)).toMatchObject({ ok: false });
    });

    it('renders each valid example without a console error', async () => {
      const { index } = createAppRegistry();
      const examples = fixture?.valid ?? [];
      if (plugin.kind === 'panel') {
        const entries = examples.map((example) => resolvePanel(index, example));
        expect(entries.map((e) => e.status === 'ok' && e.plugin.key)).toEqual(entries.map(() => plugin.key));
        const screen = await render(
          <WithEngine engine={engine}>
            {entries.map((entry, i) => (
              <PanelView key={i} entry={entry} onOpen={() => {}} />
            ))}
          </WithEngine>,
        );
        // A panel shows its cards, or (a ranking) the rows of the figures it fetched.
        await expect.element(screen.getByTestId('card').or(screen.getByTestId('ranking-row')).first()).toBeVisible();
      } else if (plugin.kind === 'card') {
        const entries = examples.map((example) => resolveItem(index, example, 'fixture'));
        expect(entries.map((e) => e.status === 'ok' && e.card.key)).toEqual(entries.map(() => plugin.key));
        const screen = await render(
          <WithEngine engine={engine}>
            {entries.map((entry, i) => (
              <CardView key={i} entry={entry} panelId="fixture" onOpen={() => {}} />
            ))}
          </WithEngine>,
        );
        for (const example of examples) {
          const { id, title } = example as { id: string | number; title: string };
          // A post of pictures only has an empty title: its card shows nonetheless.
          if (title) await expect.element(screen.getByText(title)).toBeVisible();
          else await expect.poll(() => screen.container.querySelector(`[data-item-id="${id}"]`)?.getBoundingClientRect().height ?? 0).toBeGreaterThan(0);
        }
      }
      expect(consoleErrors.map((args) => args.map(String).join(' '))).toEqual([]);
    });
  });
});
