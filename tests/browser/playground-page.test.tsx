import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { RequestOptions } from '../../core/engine/http/request.ts';
import PlaygroundPage from '../../src/pages/playground/PlaygroundPage.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

/** /__playground (issue 16): paste CMS JSON, see it rendered by the registry with a report; the state lives in the address. */
let consoleErrors: string[] = [];
beforeEach(() => {
  consoleErrors = [];
  // Each test starts from an address without a fragment (the playground writes its state there).
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
  vi.spyOn(console, 'error').mockImplementation((...args) => void consoleErrors.push(args.map(String).join(' ')));
});
afterEach(() => vi.restoreAllMocks());

const VALID_PANEL = { id: 7001, name: '测试列表', typeCode: 'core.list.content', contents: [{ id: '71', title: '粘贴的新闻', listStyle: '0', viewCountShow: '12', detailUrl: '/details?newsId=71' }] };
const INVALID_PANEL = { id: 7002, typeCode: 'core.list.content', contents: [{ id: '72', listStyle: 9 }, { id: '73', title: '没有版式', listStyle: 9 }] };

/** The CMS's getContentList as the local CMS answers it, for the panel asked for; every call recorded. */
function cmsStandIn(calls: { path: string; params: unknown }[]) {
  return (path: string, options?: RequestOptions) => {
    calls.push({ path, params: options?.params });
    return Promise.resolve({ code: 200, message: 'success', data: [{ id: 100001, title: 'CMS 里的新闻', listStyle: 0 }] });
  };
}

async function renderPlayground(path: string, calls: { path: string; params: unknown }[] = []) {
  const location = memoryLocation({ path, record: true });
  const engine = testEngine({ language: 'en', services: { request: cmsStandIn(calls) } });
  const screen = await render(
    <WithEngine engine={engine}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <PlaygroundPage />
      </Router>
    </WithEngine>,
  );
  await expect.element(screen.getByRole('heading', { name: 'Playground' })).toBeVisible();
  return { screen, location };
}

describe('playground page', () => {
  it('renders a pasted valid panel in the phone frame, says how readers see it, with the developers\' details folded', async () => {
    const { screen } = await renderPlayground('/__playground?preview=1');
    await screen.getByLabelText('CMS JSON').fill(JSON.stringify(VALID_PANEL));
    await screen.getByRole('button', { name: 'Render' }).click();
    const phone = screen.getByTestId('playground-phone');
    await expect.element(phone.getByText('粘贴的新闻')).toBeVisible();
    const rows = screen.getByTestId('report-row');
    await expect.element(rows.nth(0).getByText('Shown as: Vertical list')).toBeVisible();
    await expect.element(rows.nth(1).getByText('Shown as: Text only')).toBeVisible();
    await expect.element(rows.nth(1).getByText('A tap opens: /details?newsId=71')).toBeVisible();
    // Why, in developers' terms, and what was coerced: one tap away.
    const why = rows.nth(1).getByText('listStyle 0, any type → card:*:0');
    await expect.element(why).not.toBeVisible();
    await rows.nth(1).getByText('Developer details').click();
    await expect.element(why).toBeVisible();
    await expect.element(rows.nth(1)).toHaveTextContent('Coerced: viewCountShow "12" → 12');
    // Defaults are one summary, not a note on every item.
    await expect.element(screen.getByTestId('defaults-summary')).toHaveTextContent('Defaults filled in for what the CMS left out: 2 fields, on 1 panel or item');
    await expect.element(screen.getByTestId('defaults-summary')).toHaveTextContent('orientation = 2 · on 1');
    await expect.element(rows.nth(1)).not.toHaveTextContent('default');
    // The state went to the address's fragment, compressed: the same view can be sent without reaching the server.
    await expect.poll(() => window.location.hash).toMatch(/^#z=[\w-]+$/);
    expect(consoleErrors).toEqual([]);
  });

  it("lists an invalid panel's problems in editors' words, with what to do", async () => {
    const { screen } = await renderPlayground(`/__playground?preview=1&json=${encodeURIComponent(JSON.stringify(INVALID_PANEL))}`);
    const rows = screen.getByTestId('report-row');
    await expect.element(rows.nth(1).getByText("Readers don't see it")).toBeVisible();
    await expect.element(rows.nth(1).getByText('Missing: title')).toBeVisible();
    await expect.element(rows.nth(1).getByText('Fill in what is missing in the CMS, then publish again.')).toBeVisible();
    await expect.element(rows.nth(2).getByText('The app has no layout 9 (content type news_common)')).toBeVisible();
    await expect.element(screen.getByText('1 panel, 2 items: 2 not shown to readers, 0 shown without some fields')).toBeVisible();
    await expect.element(screen.getByTestId('playground-phone').getByTestId('dropped-item').first()).toBeVisible();
  });

  it("edits the selected item in a form made from its plugin's schema: the phone and the report follow each change", async () => {
    const { screen } = await renderPlayground(`/__playground?preview=1&json=${encodeURIComponent(JSON.stringify(INVALID_PANEL))}`);
    const row = screen.getByTestId('report-row').nth(1);
    await row.getByRole('button', { name: 'Edit' }).click();
    const form = screen.getByTestId('edit-form');
    // The schema needs a title: the form asks for it, marked as the report's problem.
    const title = form.getByLabelText(/^title\s+Needed/);
    await expect.element(title).toHaveAttribute('aria-invalid', 'true');
    await title.fill('补上标题的新闻');
    const edited = screen.getByTestId('report-row').nth(1);
    await expect.element(edited.getByText('The app has no layout 9 (content type news_common)')).toBeVisible();
    await expect.element(edited).not.toHaveTextContent('Missing: title');
    // Its layout, a whole number in the schema, typed as such: now readers see it.
    await form.getByLabelText(/^layout listStyle/).fill('0');
    await expect.element(edited.getByText('Shown as: Text only')).toBeVisible();
    await expect.element(screen.getByTestId('playground-phone').getByTestId('card').getByText('补上标题的新闻')).toBeVisible();
    await expect.element(screen.getByText('1 panel, 2 items: 1 not shown to readers, 0 shown without some fields')).toBeVisible();
    expect((screen.getByLabelText('CMS JSON').element() as HTMLTextAreaElement).value).toContain('"listStyle": 0');
  });

  it('opens the state an address carries in its fragment, and says so when JSON is too large to share that way', async () => {
    const { encodeState } = await import('../../src/pages/playground/playground-fragment.ts');
    const encoded = await encodeState({ json: JSON.stringify(VALID_PANEL), example: null, category: null, panel: null });
    if (!encoded.ok) throw new Error('too large');
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#${encoded.fragment}`);
    const { screen } = await renderPlayground('/__playground?preview=1');
    await expect.element(screen.getByTestId('playground-phone').getByText('粘贴的新闻')).toBeVisible();
    // Hardly compressible text past the limit: rendered here, but the address cannot carry it.
    let seed = 7;
    const noise = Array.from({ length: 90_000 }, () => String.fromCharCode(48 + ((seed = (seed * 48271) % 2147483647) % 74))).join('');
    await screen.getByLabelText('CMS JSON').fill(JSON.stringify({ id: 9, title: noise.slice(0, 40), brief: noise, listStyle: 0 }));
    await screen.getByRole('button', { name: 'Render' }).click();
    await expect.element(screen.getByTestId('address-problem')).toHaveTextContent(/more than the 64 KB an address can carry: the address does not keep it/);
    expect(window.location.hash).toBe('');
  });

  it('says so when the text is not JSON', async () => {
    const { screen } = await renderPlayground('/__playground?preview=1&json=%7Bnot');
    await expect.element(screen.getByRole('alert')).toHaveTextContent(/^Not JSON: /);
  });

  it('says so when the JSON is not CMS data', async () => {
    const { screen } = await renderPlayground('/__playground?preview=1&json=42');
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Not a panel, an item or a composite answer');
  });

  it('loads a CMS panel by id, in preview, and restores it from its address', async () => {
    const calls: { path: string; params: unknown }[] = [];
    const { screen } = await renderPlayground('/__playground?preview=1&panel=48662', calls);
    await expect.element(screen.getByTestId('playground-phone').getByText('CMS 里的新闻')).toBeVisible();
    expect(calls).toEqual([{ path: '/api/cms/client/content/getContentList', params: expect.objectContaining({ panelId: '48662', preview: 1 }) }]);
    await expect.element(screen.getByText(/Items of panel 48662/)).toBeVisible();
  });

  it("renders a plugin's example chosen from the list", async () => {
    const { screen } = await renderPlayground('/__playground?preview=1');
    await screen.getByLabelText('An example from a plugin').selectOptions('panel:mycs.audio#0');
    await expect.poll(() => screen.getByTestId('playground-phone').element().querySelector('[data-type-code="mycs.audio"]')).not.toBeNull();
    await expect.poll(() => window.location.hash).toBe('#example=panel%3Amycs.audio%230');
    await expect.poll(() => (screen.getByLabelText('CMS JSON').element() as HTMLTextAreaElement).value).toContain('"typeCode": "mycs.audio"');
  });
});
