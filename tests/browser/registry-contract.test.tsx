import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { resolveItem, resolvePanel, type ItemEntry, type PanelEntry } from '../../core/engine/render/composite.ts';
import type { Plugin, PlayerProps } from '../../core/engine/registry/types.ts';
import { CardView } from '../../core/engine/render/CardView.tsx';
import { PanelView } from '../../core/engine/render/PanelView.tsx';
import { validateAs } from '../../core/engine/schema/validate.ts';
import { APP_PLUGINS, createAppRegistry } from '../../plugins/app-registry.ts';
import { accessibilityFindings } from '../support/axe-findings.ts';
import { fixtureChanges } from '../support/fixture-honesty.ts';
import { fixtureRequest, pluginsWithFixtures } from '../support/plugin-fixtures.ts';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

/**
 * The registry contract: every registered plugin ships a fixture its schema accepts as written,
 * renders it in a real Chromium without a console error or an axe-core finding, and refuses its
 * invalid examples. A new plugin is covered the moment it is registered.
 */
const found = pluginsWithFixtures();
// Panels that fetch their own figures (the rankings) get the answers their fixtures ship.
const engine = testEngine({ services: { request: fixtureRequest(found.map((f) => f.fixture)) } });
let consoleErrors: unknown[][] = [];
let pluginErrors: string[] = [];
engine.bus.on('plugin:error', ({ pluginKey, error }) => void pluginErrors.push(`${pluginKey} threw: ${String(error)}`));

/** How long a fixture may take to show (its chunk loads first); a failure says why long before a test's time-out. */
const RENDER_WAIT_MS = 5_000;

beforeEach(() => {
  consoleErrors = [];
  pluginErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => void consoleErrors.push(args));
});
afterEach(() => vi.restoreAllMocks());

/** What the engine made of each valid example: the plugin it chose, or why it left the example out. */
function outcome(entry: PanelEntry | ItemEntry): string {
  if (entry.status === 'dropped') return `left out (${entry.reason}): ${entry.errors.join('; ')}`;
  return 'plugin' in entry ? entry.plugin.key : entry.card.key;
}

/**
 * Each example renders in a wrapper of its own; the plugin's own root (the wrapper's first element,
 * once no skeleton) must take space, and axe-core finds nothing wrong in it (docs/plugins.md, what a
 * card may contain). A plugin that throws says so at once.
 */
async function expectEachRoot(container: HTMLElement, count: number, plugin: Plugin): Promise<void> {
  const roots = () => [...container.querySelectorAll<HTMLElement>('[data-example]')].map((wrapper) => wrapper.firstElementChild as HTMLElement | null);
  const empty = () => roots().flatMap((root, i) => (root && !root.matches('.panel-skeleton, .card-skeleton') && root.getBoundingClientRect().height > 0 ? [] : [i]));
  await expect
    .poll(() => (pluginErrors.length > 0 ? pluginErrors.join('\n') : empty()), {
      timeout: RENDER_WAIT_MS,
      message: `${plugin.key}: the root element of valid example(s) ${empty().join(', ')} did not show within ${RENDER_WAIT_MS / 1000} s. The component named by its plugin's load() must render an element with a size (check its CSS and that it does not return null for this fixture).`,
    })
    .toEqual([]);
  expect(roots().length).toBe(count);
  expect(await accessibilityFindings(container), `${plugin.key}: axe-core's findings on its valid examples (rule (what it asks): the element. Why)`).toEqual([]);
}

describe('registry contract', () => {
  it('finds every plugin of a plugin folder in its kind\'s list, and nothing else', () => {
    const registered = new Set(APP_PLUGINS.map((p) => p.key));
    const unregistered = found.filter((f) => !registered.has(f.plugin.key)).map((f) => `${f.plugin.key} (${f.folder}): add it to plugins/${f.plugin.kind}s/index.ts`);
    expect(unregistered, 'plugins defined in a folder but not registered').toEqual([]);
    const inFolders = new Set(found.map((f) => f.plugin.key));
    const strays = APP_PLUGINS.filter((p) => !inFolders.has(p.key)).map((p) => `${p.key}: its x.plugin.ts must export it`);
    expect(strays, 'registered plugins not exported by a plugins/<kind>/<name>/*.plugin.ts').toEqual([]);
  });

  describe.each(found.map((f) => [f.plugin.key, f] as const))('%s', (_key, { plugin, fixture, folder }) => {
    it('ships a fixture with at least one valid example', () => {
      expect(fixture?.valid.length ?? 0, `${folder} needs a *.fixture.ts whose default export is { valid: [...], invalid: [...] }`).toBeGreaterThan(0);
    });

    it('accepts its valid examples and refuses its invalid ones', () => {
      for (const [i, example] of (fixture?.valid ?? []).entries()) {
        const result = validateAs(plugin.schema, example);
        expect(result.ok ? [] : result.errors, `valid[${i}] must satisfy schema "${plugin.schema}"`).toEqual([]);
      }
      for (const [i, example] of (fixture?.invalid ?? []).entries()) {
        expect(validateAs(plugin.schema, example).ok, `invalid[${i}] must be refused by schema "${plugin.schema}" (a required field missing or unusable)`).toBe(false);
      }
    });

    it('hands each valid example to the plugin as written: nothing coerced, removed or left out', () => {
      const { index } = createAppRegistry();
      const changed = (fixture?.valid ?? []).flatMap((example, i) => fixtureChanges(index, plugin, example).map((change) => `valid[${i}] ${change}`));
      expect(changed, `${folder}: validation changed these fields of valid examples. Write each as the CMS sends it and the plugin needs it; an example that shows a repair belongs in the plugin's own test (or in invalid when a required field is what is broken)`).toEqual([]);
    });

    it('renders each valid example without a console error or an accessibility finding', async () => {
      const { index } = createAppRegistry();
      const examples = fixture?.valid ?? [];
      if (plugin.kind === 'panel') {
        const entries = examples.map((example) => resolvePanel(index, example));
        expect(entries.map(outcome), `each valid example must reach ${plugin.key} (is its typeCode "${plugin.typeCode}"?)`).toEqual(entries.map(() => plugin.key));
        const screen = await render(
          <WithEngine engine={engine}>
            {entries.map((entry, i) => (
              <div key={i} data-example={i}>
                <PanelView entry={entry} onOpen={() => {}} />
              </div>
            ))}
          </WithEngine>,
        );
        await expectEachRoot(screen.container, entries.length, plugin);
      } else if (plugin.kind === 'card') {
        const entries = examples.map((example) => resolveItem(index, example, 'fixture'));
        expect(entries.map(outcome), `each valid example must reach ${plugin.key} (its type and listStyle must match the plugin's match)`).toEqual(entries.map(() => plugin.key));
        const screen = await render(
          <WithEngine engine={engine}>
            {entries.map((entry, i) => (
              <div key={i} data-example={i}>
                <CardView entry={entry} panelId="fixture" onOpen={() => {}} />
              </div>
            ))}
          </WithEngine>,
        );
        await expectEachRoot(screen.container, entries.length, plugin);
      } else if (plugin.kind === 'player') {
        // The plugin's own component, as ui/player/PlayerView renders it once the address's media kind
        // (core/domain/video/media.ts) names this player.
        const Player = plugin.Component;
        const sources = examples as PlayerProps[];
        const screen = await render(
          <WithEngine engine={engine}>
            {sources.map((source, i) => (
              <div key={i} data-example={i}>
                <Suspense fallback={<div className="card-skeleton" />}>
                  <Player {...source} />
                </Suspense>
              </div>
            ))}
          </WithEngine>,
        );
        await expectEachRoot(screen.container, sources.length, plugin);
        // Before a tap nothing plays: each example shows its poster's play button, its media kind named.
        for (const source of sources) await expect.element(screen.getByRole('button', { name: source.title, exact: false })).toBeVisible();
        expect([...screen.container.querySelectorAll('[data-media]')].map((e) => e.getAttribute('data-media'))).toEqual(sources.map(() => plugin.media));
      }
      expect(consoleErrors.map((args) => args.map(String).join(' ')), 'console errors while rendering').toEqual([]);
    });
  });
});
