import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { createNoticeCentre } from '../../core/engine/http/notices.ts';
import { share } from '../../core/platform/share/sharing.ts';
import { ToastHost } from '../../ui/notices/Toast.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';
import { createShareHintStore } from '../../core/platform/share/share-hint.ts';
import { createEngineBus } from '../../core/engine/events.ts';

const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const REQUEST = { title: '岳麓山红枫\n进入最佳观赏期', brief: '周末赏枫指南', url: '/details?newsId=100003' };

/** A plain phone browser: the Web Share API and the clipboard are the browser's, stood in here. */
function browserWindow({ webShare, writeText }: { webShare?: (data: ShareData) => Promise<void>; writeText?: (text: string) => Promise<void> }) {
  return {
    location: { href: `${location.origin}/details?newsId=100003#comments` },
    localStorage,
    navigator: { userAgent: SAFARI, share: webShare, clipboard: { writeText: writeText ?? (async () => {}) } },
  } as unknown as Window;
}

describe('share in a plain browser', () => {
  it("opens the system share sheet with the cut title and says 'Share succeeded!'", async () => {
    const notices = createNoticeCentre(createEngineBus());
    const webShare = vi.fn(async (_data: ShareData) => {});
    const screen = await render(
      <WithEngine engine={testEngine({ language: 'en' })}>
        <ToastHost centre={notices} />
      </WithEngine>,
    );
    expect(await share(REQUEST, { window: browserWindow({ webShare }), notices, hint: createShareHintStore(createEngineBus()) })).toBe('web-shared');
    expect(webShare).toHaveBeenCalledWith({ title: '岳麓山红枫进入最佳观赏期', text: '周末赏枫指南', url: `${location.origin}/details?newsId=100003` });
    await expect.element(screen.getByRole('status')).toHaveTextContent('Share succeeded!');
  });

  it('says nothing when the reader closes the sheet', async () => {
    const notices = createNoticeCentre(createEngineBus());
    const writeText = vi.fn(async (_text: string) => {});
    const webShare = vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError')));
    expect(await share(REQUEST, { window: browserWindow({ webShare, writeText }), notices, hint: createShareHintStore(createEngineBus()) })).toBe('web-cancelled');
    expect(notices.getSnapshot().toast).toBeNull();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when the sheet is refused or missing', async () => {
    const notices = createNoticeCentre(createEngineBus());
    const writeText = vi.fn(async (_text: string) => {});
    const refused = vi.fn(async () => Promise.reject(new DOMException('no gesture', 'NotAllowedError')));
    expect(await share(REQUEST, { window: browserWindow({ webShare: refused, writeText }), notices, hint: createShareHintStore(createEngineBus()) })).toBe('link-copied');
    expect(await share(REQUEST, { window: browserWindow({ writeText }), notices, hint: createShareHintStore(createEngineBus()) })).toBe('link-copied');
    expect(writeText.mock.calls).toEqual([[`${location.origin}/details?newsId=100003`], [`${location.origin}/details?newsId=100003`]]);
    expect(notices.getSnapshot().toast?.text).toEqual({ key: 'share.linkCopied' });
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    const notices = createNoticeCentre(createEngineBus());
    const writeText = vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    expect(await share(REQUEST, { window: browserWindow({ writeText }), notices, hint: createShareHintStore(createEngineBus()) })).toBe('copy-failed');
    expect(notices.getSnapshot().toast?.text).toEqual({ key: 'share.copyFailed', params: { url: `${location.origin}/details?newsId=100003` } });
  });
});
