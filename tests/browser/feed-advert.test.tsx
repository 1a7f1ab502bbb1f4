import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { createEngineBus, type EngineEvents } from '../../core/engine/events.ts';
import { resolvePanel } from '../../core/engine/render/composite.ts';
import { PanelView } from '../../core/engine/render/PanelView.tsx';
import type { ContentItem } from '../../schemas/generated/types.ts';
import { createAppRegistry } from '../../plugins/app-registry.ts';
import { WithServices } from '../../core/engine/render/engine.tsx';
import type { RequestFn } from '../../core/engine/http/request.ts';
import { testEngine, WithEngine, recordingNotices } from '../support/render-engine.tsx';

const { index } = createAppRegistry();

const advert = { id: 801, type: 'news_ad', title: 'Open day at the Xiangjiang new area', listStyle: 4, thumbnailUrl: '/media/img/ad-0.svg', tag: '广告', source: 'advert' };
const news = { id: 802, type: 'news_common', title: 'Metro line 6 opens', listStyle: 0 };

interface Call {
  path: string;
  method: string | undefined;
  params: unknown;
  notify: boolean | undefined;
}

async function renderPanel(typeCode: string, answer: () => Promise<unknown>) {
  const calls: Call[] = [];
  const request: RequestFn = (path, options) => {
    calls.push({ path, method: options?.method, params: options?.params, notify: options?.notify });
    return answer();
  };
  const bus = createEngineBus();
  const events: { type: keyof EngineEvents; event: unknown }[] = [];
  bus.on('*', (type, event) => events.push({ type, event }));
  const opened: ContentItem[] = [];
  const entry = resolvePanel(index, { id: 48662, typeCode, contents: [news, advert] });
  const screen = await render(
    <WithEngine engine={testEngine({ language: 'en', bus })}>
      <WithServices services={{ request, notices: recordingNotices([]) }}>
        <PanelView entry={entry} onOpen={(item) => opened.push(item)} />
      </WithServices>
    </WithEngine>,
  );
  await expect.element(screen.getByText(advert.title)).toBeVisible();
  return { screen, calls, events, opened };
}

const ok = () => Promise.resolve({ code: 200, message: 'success', data: true });

describe('advert card', () => {
  it("shows the 'ad' tag once and a close button with an accessible name", async () => {
    const { screen } = await renderPanel('core.list.content', ok);
    const card = screen.getByTestId('card').filter({ hasText: advert.title });
    await expect.element(card.getByText('Ad', { exact: true })).toBeVisible();
    expect(card.getByText('Ad', { exact: true }).elements()).toHaveLength(1);
    await expect.element(card.getByRole('button', { name: 'Close this ad' })).toBeVisible();
  });

  it('opens the popup folded, unfolds and folds the complaint list', async () => {
    const { screen } = await renderPanel('core.list.content', ok);
    await screen.getByRole('button', { name: 'Close this ad' }).click();
    const popup = screen.getByTestId('complaint-popup');
    await expect.element(popup).toHaveAttribute('data-state', 'folded');
    await expect.element(screen.getByRole('dialog', { name: 'Why close this ad?' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Not interested' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Clickbait' }).query()).toBeNull();
    const complaint = screen.getByRole('button', { name: 'Complaint' });
    await complaint.click();
    await expect.element(popup).toHaveAttribute('data-state', 'unfolded');
    await expect.element(complaint).toHaveAttribute('aria-expanded', 'true');
    const reasons = ['Clickbait', 'False content', 'Causes discomfort', 'Pornography or violence', 'Infringement', 'Other'];
    for (const reason of reasons) await expect.element(screen.getByRole('button', { name: reason, exact: true })).toBeVisible();
    await complaint.click();
    await expect.element(popup).toHaveAttribute('data-state', 'folded');
    expect(screen.getByRole('button', { name: 'Clickbait' }).query()).toBeNull();
  });

  it('a complaint reason posts it for the advert and removes the advert from the feed', async () => {
    const { screen, calls, events } = await renderPanel('core.list.content', ok);
    await screen.getByRole('button', { name: 'Close this ad' }).click();
    await screen.getByRole('button', { name: 'Complaint' }).click();
    await screen.getByRole('button', { name: 'False content' }).click();
    await expect.element(screen.getByText(advert.title)).not.toBeInTheDocument();
    await expect.element(screen.getByTestId('complaint-popup')).not.toBeInTheDocument();
    await expect.element(screen.getByText(news.title)).toBeVisible();
    expect(calls).toEqual([
      { path: '/api/cms/client/advert/addNotInterested/801', method: 'POST', params: { id: '801', content: '内容虚假' }, notify: false },
    ]);
    expect(events.filter((e) => e.type === 'item:removed')).toEqual([{ type: 'item:removed', event: { panelId: '48662', itemId: '801' } }]);
  });

  it("'Not interested' removes it too, and a failed call is only logged", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { screen, calls } = await renderPanel('core.list.content', () => Promise.reject(new TypeError('offline')));
    await screen.getByRole('button', { name: 'Close this ad' }).click();
    await screen.getByRole('button', { name: 'Not interested' }).click();
    await expect.element(screen.getByText(advert.title)).not.toBeInTheDocument();
    expect(calls.map((c) => c.params)).toEqual([{ id: '801', content: '不感兴趣' }]);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('advert not-interested call failed', '801', expect.any(TypeError)));
    expect(screen.getByRole('alert').query()).toBeNull();
    vi.restoreAllMocks();
  });

  it('Escape or cancel closes the popup without removing anything, focus back on the close button', async () => {
    const { screen, calls } = await renderPanel('core.list.content', ok);
    const close = screen.getByRole('button', { name: 'Close this ad' });
    await close.click();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByTestId('complaint-popup')).not.toBeInTheDocument();
    await expect.element(close).toHaveFocus();
    await close.click();
    await screen.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(screen.getByTestId('complaint-popup')).not.toBeInTheDocument();
    await expect.element(screen.getByText(advert.title)).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('reports ad_exposure once when shown and ad_click on a tap, which opens the advert', async () => {
    const { screen, events, opened } = await renderPanel('core.list.content', ok);
    const tracking = () => events.filter((e) => e.type === 'tracking:event').map((e) => (e.event as { name: string }).name);
    await vi.waitFor(() => expect(tracking()).toEqual(['ad_exposure']));
    await screen.getByRole('button', { name: advert.title }).click();
    expect(tracking()).toEqual(['ad_exposure', 'ad_click']);
    const click = events.find((e) => e.type === 'tracking:event' && (e.event as { name: string }).name === 'ad_click');
    expect(click?.event).toEqual({
      name: 'ad_click',
      params: { id: '801', title: advert.title, type: 'news_ad', panelId: '48662', crowdPackage: null, requestId: null },
    });
    expect(opened.map((item) => item.id)).toEqual(['801']);
  });

  it('a horizontal rail hides the removed advert through the bus', async () => {
    const { screen } = await renderPanel('core.list.content.horizontal', ok);
    const cells = () => screen.getByTestId('rail').element().querySelectorAll(':scope > li').length;
    expect(cells()).toBe(2);
    await screen.getByRole('button', { name: 'Close this ad' }).click();
    await screen.getByRole('button', { name: 'Not interested' }).click();
    await vi.waitFor(() => expect(cells()).toBe(1));
  });
});
