import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { RequestOptions } from '../../core/http/request.ts';
import PlaygroundPage from '../../src/pages/playground/PlaygroundPage.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

/** /__playground (issue 16): paste CMS JSON, see it rendered by the registry with a report; the state lives in the address. */
let consoleErrors: string[] = [];
beforeEach(() => {
  consoleErrors = [];
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
  await expect.element(screen.getByRole('heading', { name: 'playground' })).toBeVisible();
  return { screen, location };
}

describe('playground page', () => {
  it('renders a pasted valid panel in the phone frame, with the plugin, why, and what was coerced', async () => {
    const { screen, location } = await renderPlayground('/__playground?preview=1');
    await screen.getByLabelText('CMS JSON').fill(JSON.stringify(VALID_PANEL));
    await screen.getByRole('button', { name: 'render' }).click();
    const phone = screen.getByTestId('playground-phone');
    await expect.element(phone.getByText('粘贴的新闻')).toBeVisible();
    const rows = screen.getByTestId('report-row');
    await expect.element(rows.nth(0)).toHaveTextContent('typeCode core.list.content → Vertical list (core.list.content)');
    await expect.element(rows.nth(1)).toHaveTextContent('listStyle 0, any type → Text only (listStyle 0)');
    await expect.element(rows.nth(1)).toHaveTextContent('coerced: viewCountShow "12" → 12');
    await expect.element(rows.nth(1)).toHaveTextContent('default: type "news_common"');
    await expect.element(rows.nth(1)).toHaveTextContent('a tap opens: /details?newsId=71');
    // The state went to the address: the same view can be sent.
    expect(new URLSearchParams(location.history.at(-1)?.split('?')[1]).get('json')).toBe(JSON.stringify(VALID_PANEL));
    expect(consoleErrors).toEqual([]);
  });

  it("lists an invalid panel's errors in editors' words", async () => {
    const { screen } = await renderPlayground(`/__playground?preview=1&json=${encodeURIComponent(JSON.stringify(INVALID_PANEL))}`);
    const rows = screen.getByTestId('report-row');
    await expect.element(rows.nth(1)).toHaveTextContent('left out');
    await expect.element(rows.nth(1)).toHaveTextContent('title missing');
    await expect.element(rows.nth(2)).toHaveTextContent('listStyle 9 has no layout (type news_common)');
    await expect.element(screen.getByText('1 panel(s), 2 item(s): 2 left out, 0 with fields removed')).toBeVisible();
    await expect.element(screen.getByTestId('playground-phone').getByTestId('dropped-item').first()).toBeVisible();
  });

  it('says so when the text is not JSON', async () => {
    const { screen } = await renderPlayground('/__playground?preview=1&json=%7Bnot');
    await expect.element(screen.getByRole('alert')).toHaveTextContent(/^not JSON: /);
  });

  it('says so when the JSON is not CMS data', async () => {
    const { screen } = await renderPlayground('/__playground?preview=1&json=42');
    await expect.element(screen.getByRole('alert')).toHaveTextContent('not a panel, an item or a composite answer');
  });

  it('loads a CMS panel by id, in preview, and restores it from its address', async () => {
    const calls: { path: string; params: unknown }[] = [];
    const { screen } = await renderPlayground('/__playground?preview=1&panel=48662', calls);
    await expect.element(screen.getByTestId('playground-phone').getByText('CMS 里的新闻')).toBeVisible();
    expect(calls).toEqual([{ path: '/api/cms/client/content/getContentList', params: expect.objectContaining({ panelId: '48662', preview: 1 }) }]);
    await expect.element(screen.getByText(/items of panel 48662/)).toBeVisible();
  });

  it("renders a plugin's example chosen from the list", async () => {
    const { screen, location } = await renderPlayground('/__playground?preview=1');
    await screen.getByLabelText('an example from a plugin').selectOptions('panel:mycs.audio#0');
    await expect.poll(() => screen.getByTestId('playground-phone').element().querySelector('[data-type-code="mycs.audio"]')).not.toBeNull();
    expect(location.history.at(-1)).toContain('example=panel%3Amycs.audio%230');
    await expect.poll(() => (screen.getByLabelText('CMS JSON').element() as HTMLTextAreaElement).value).toContain('"typeCode": "mycs.audio"');
  });
});
