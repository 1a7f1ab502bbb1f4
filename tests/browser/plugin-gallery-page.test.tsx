import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { APP_PLUGINS } from '../../plugins/app-registry.ts';
import { PLUGIN_TITLES } from '../../plugins/plugin-titles.ts';
import PluginGalleryPage from '../../src/pages/plugin-gallery/PluginGalleryPage.tsx';
import { devPagesAllowed } from '../../src/routes/lazy-page.tsx';
import { pluginsWithFixtures } from '../support/plugin-fixtures.ts';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

/** The plugin gallery (/__plugin-gallery): every plugin of the app, from its fixture, without a console error. */
let consoleErrors: string[] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => void consoleErrors.push(args.map(String).join(' ')));
});
afterEach(() => vi.restoreAllMocks());

const fixtures = new Map(pluginsWithFixtures().map((f) => [f.plugin.key, f.fixture]));
const SECTION_OF = { panel: 'panels', card: 'cards', opener: 'openers', player: 'players' } as const;

async function renderGallery() {
  // The page engine of a reader (preview off, openers not registered): the gallery brings its own.
  const screen = await render(
    <WithEngine engine={testEngine({ language: 'en' })}>
      <PluginGalleryPage />
    </WithEngine>,
  );
  await expect.element(screen.getByRole('heading', { name: 'Plugin gallery' })).toBeVisible();
  return screen;
}

describe('Plugin gallery page', () => {
  it('lists every plugin of APP_PLUGINS once, under its kind, with its key, title and schema id', async () => {
    const screen = await renderGallery();
    const articles = screen.getByTestId('gallery-plugin');
    await vi.waitFor(() => expect(articles.elements()).toHaveLength(APP_PLUGINS.length));
    for (const plugin of APP_PLUGINS) {
      const article = screen.container.querySelector(`#${SECTION_OF[plugin.kind]} [data-plugin-key="${CSS.escape(plugin.key)}"]`);
      expect(article, plugin.key).not.toBeNull();
      expect(article?.querySelector('[data-testid="gallery-plugin-key"]')?.textContent).toBe(plugin.key);
      expect(article?.querySelector('[data-testid="gallery-plugin-schema"]')?.textContent).toBe(plugin.schema);
      expect(article?.querySelector('h3')?.textContent).toBe(PLUGIN_TITLES.get(plugin.key)?.title.en);
      expect(article?.querySelector('.gallery-plugin__dev-title')?.textContent).toBe(plugin.title);
    }
    const kinds = (kind: string) => APP_PLUGINS.filter((p) => p.kind === kind).length;
    await expect
      .element(screen.getByText(`${APP_PLUGINS.length} plugins: ${kinds('panel')} panels, ${kinds('card')} cards, ${kinds('opener')} openers, ${kinds('player')} players`))
      .toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  it('renders the valid examples of panels, cards and players through the engine, and shows the invalid ones with their schema errors', async () => {
    const screen = await renderGallery();
    for (const plugin of APP_PLUGINS) {
      const fixture = fixtures.get(plugin.key);
      const element = screen.container.querySelector<HTMLElement>(`[data-plugin-key="${CSS.escape(plugin.key)}"]`)!;
      if (plugin.kind === 'card') {
        for (const example of fixture?.valid ?? []) {
          await vi.waitFor(() => expect(element.textContent, plugin.key).toContain((example as { title: string }).title), { timeout: 10_000 });
        }
      }
      if (plugin.kind === 'panel') {
        // A panel's chunk loads first: on a busy machine that takes more than waitFor's default second.
        await vi.waitFor(() => expect(element.querySelectorAll(`[data-type-code]`).length, plugin.key).toBe(fixture?.valid.length), { timeout: 10_000 });
      }
      if (plugin.kind === 'player') {
        await vi.waitFor(() => expect(element.querySelectorAll(`[data-media="${plugin.media}"][data-phase="poster"]`).length, plugin.key).toBe(fixture?.valid.length), { timeout: 10_000 });
      }
      const placeholders = element.querySelectorAll('[data-testid^="dropped-"]');
      expect(placeholders, plugin.key).toHaveLength(fixture?.invalid?.length ?? 0);
      for (const placeholder of placeholders) {
        expect(placeholder.textContent).toContain("Readers don't see this");
        expect(placeholder.textContent).toContain('Fill in what is missing in the CMS');
        expect(placeholder.querySelector('pre')?.textContent).toMatch(new RegExp(`^${plugin.schema}: `));
      }
    }
    expect(consoleErrors).toEqual([]);
  });

  it('shows each ranking panel with the figures its fixture ships, not a load failure', async () => {
    const screen = await renderGallery();
    for (const key of ['panel:life.ranking.books', 'panel:life.ranking.news', 'panel:life.ranking.services']) {
      const answer = Object.values(fixtures.get(key)?.answers ?? {})[0] as unknown[] | { list: unknown[] };
      const rows = Array.isArray(answer) ? answer : answer.list;
      const panel = screen.container.querySelector<HTMLElement>(`[data-plugin-key="${CSS.escape(key)}"] .gallery-plugin__stage`)!;
      await vi.waitFor(() => expect(panel.querySelectorAll('[data-testid="ranking-row"]').length, key).toBe(rows.length), { timeout: 10_000 });
      expect(panel.textContent, key).not.toContain('could not be loaded');
    }
  });

  it("tabulates each opener's decision for a sample item per type, in the app and in a browser", async () => {
    const screen = await renderGallery();
    const row = (key: string, type: string) =>
      screen.container.querySelector(`[data-plugin-key="${CSS.escape(key)}"] tr[data-type="${CSS.escape(type)}"]`)?.textContent ?? '';
    // Spec 1 §2: video goes to /video; short videos open the native player in the app.
    expect(row('opener:video,video_com', 'video')).toContain('route /video?id=920001');
    expect(row('opener:short_video,activity.works', 'short_video')).toContain('native openVideo');
    // The default rule gets a type no other rule claims.
    expect(row('opener:*', 'ad_thirdparty')).toContain('external https://ad.example.com/landing');
    for (const plugin of APP_PLUGINS.filter((p) => p.kind === 'opener')) {
      const rows = screen.container.querySelectorAll(`[data-plugin-key="${CSS.escape(plugin.key)}"] tbody tr`);
      expect(rows, plugin.key).toHaveLength(plugin.types === '*' ? 1 : plugin.types.length);
    }
    expect(consoleErrors).toEqual([]);
  });

  it('is a developers\' page: in development, or with preview=1 in the production build', () => {
    expect(devPagesAllowed(false, '')).toBe(false);
    expect(devPagesAllowed(false, '?preview=0')).toBe(false);
    expect(devPagesAllowed(false, 'preview=1')).toBe(true);
    expect(devPagesAllowed(false, '?lang=en&preview=1')).toBe(true);
    expect(devPagesAllowed(true, '')).toBe(true);
  });
});
