import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { resolvePanel } from '../../core/engine/render/composite.ts';
import { PanelView } from '../../core/engine/render/PanelView.tsx';
import { createAppRegistry } from '../../plugins/app-registry.ts';
import { useOpenItem } from '../../src/open/useOpenItem.ts';
import { ToastHost } from '../../ui/notices/Toast.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

/**
 * Spec 1 §2, banner option '2' (issue 33 item 6): a reader taps a banner in the carousel whose custom
 * link is not a valid http, https or ftp address: nothing opens, and the reader is told. (A valid
 * link's /openUrl route: tests/unit/open-banner.test.ts; the page it shows: tests/e2e/open-url-banners.spec.ts.)
 */
const { index } = createAppRegistry();
const page = `${location.pathname}${location.search}`;

function Home({ banner }: { banner: object }) {
  const onOpen = useOpenItem('home');
  const entry = resolvePanel(index, { id: 48700, name: 'Headlines', typeCode: 'core.carousel', config: { autoPlay: false }, contents: [banner] });
  return <PanelView entry={entry} onOpen={onOpen} />;
}

async function tapBanner(banner: { title: string } & Record<string, unknown>) {
  const screen = await render(
    <WithEngine engine={testEngine({ language: 'en' })}>
      <Home banner={banner} />
      <ToastHost />
    </WithEngine>,
  );
  await screen.getByRole('button', { name: banner.title }).click();
  return screen;
}

describe("tapping a banner whose custom link (option '2') is not valid", () => {
  it.each(['javascript:alert(1)', 'www.example.com/juzizhou', ''])('%j: stays, and tells the reader', async (linkUrl) => {
    const screen = await tapBanner({ id: 970004, type: 1, title: 'Orange Isle', linkType: '2', linkUrl });
    await expect.element(screen.getByRole('status')).toHaveTextContent('This content cannot be opened');
    expect(`${location.pathname}${location.search}`).toBe(page);
  });
});
