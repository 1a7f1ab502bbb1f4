import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { openUrlRoute, parseOpenUrl } from '../../core/open/open-url.ts';
import { OpenUrlView } from '../../src/pages/OpenUrlPage.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';
import { standInOrigin } from '../support/stand-in-origin.ts';

const standIn = standInOrigin();
const engine = testEngine({ language: 'en' });

/** The /openUrl page for a route as openUrlRoute writes it. */
async function openRoute(route: string, onBack = vi.fn()) {
  const [pathname = '', search = ''] = route.split('?');
  const request = parseOpenUrl(pathname, search ? `?${search}` : '', location.href);
  const screen = await render(
    <WithEngine engine={engine}>
      <OpenUrlView request={request} origin={location.origin} backTo="/" onBack={onBack} />
    </WithEngine>,
  );
  return { screen, onBack };
}

describe('/openUrl/{encoded address} (spec 1 §2)', () => {
  it('shows an https address in a sandboxed frame under a title bar', async () => {
    const { screen, onBack } = await openRoute(openUrlRoute('https://m.mycs.cn/text?a=1&b=2', '长沙·政务服务'));
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('长沙政务服务');
    const frame = screen.getByTitle('长沙政务服务');
    await expect.element(frame).toBeVisible();
    const element = frame.element() as HTMLIFrameElement;
    expect(element.src).toBe('https://m.mycs.cn/text?a=1&b=2');
    expect(element.sandbox.contains('allow-scripts')).toBe(true);
    expect(element.sandbox.contains('allow-top-navigation')).toBe(false);
    expect(element.referrerPolicy).toBe('strict-origin-when-cross-origin');
    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(document.title).toBe('长沙政务服务');
  });

  it("offers a plain-http page of another site as a link that leaves for it (the policy frames https only)", async () => {
    const { screen } = await openRoute(openUrlRoute(`${standIn}/text?a=1`, '老页面'));
    await expect.element(screen.getByRole('status')).toHaveTextContent('this page is not secure and cannot be shown here');
    const link = screen.getByRole('link', { name: `open ${new URL(standIn).host}` });
    await expect.element(link).toHaveAttribute('href', `${standIn}/text?a=1`);
    expect(screen.container.querySelector('iframe')).toBeNull();
  });

  it('names the page by the host when no title is given', async () => {
    const { screen } = await openRoute(openUrlRoute('https://www.example.com/service'));
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('www.example.com');
  });

  it('never gives a frame of our own origin scripts together with same-origin', async () => {
    const { screen } = await openRoute(openUrlRoute(`${location.origin}/content/live/1.html`, 'live'));
    const element = screen.getByTitle('live').element() as HTMLIFrameElement;
    expect(element.sandbox.contains('allow-scripts')).toBe(true);
    expect(element.sandbox.contains('allow-same-origin')).toBe(false);
  });

  it.each(['javascript:alert(document.domain)', 'data:text/html,<script>alert(1)</script>', ' java\tscript:alert(1)', 'ftp://files.example.com/a.pdf', ''])(
    'refuses %j and shows no frame',
    async (address) => {
      const { screen } = await openRoute(openUrlRoute(address, 'x'));
      await expect.element(screen.getByRole('alert')).toHaveTextContent('this address cannot be opened safely');
      expect(screen.container.querySelector('iframe')).toBeNull();
    },
  );
});
