import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { openUrlRoute, parseOpenUrl } from '../../core/domain/open/open-url.ts';
import { OpenUrlView } from '../../src/pages/OpenUrlPage.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';
import { standInOrigin } from '../support/stand-in-origin.ts';

const standIn = standInOrigin();
const engine = testEngine({ language: 'en' });

/** The /openUrl page for a route as openUrlRoute writes it. */
async function openRoute(route: string, onBack = vi.fn(), origin = location.origin) {
  const [pathname = '', search = ''] = route.split('?');
  const request = parseOpenUrl(pathname, search ? `?${search}` : '', location.href);
  const screen = await render(
    <WithEngine engine={engine}>
      <OpenUrlView request={request} origin={origin} backTo="/" onBack={onBack} />
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
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(document.title).toBe('长沙政务服务');
  });

  it('shows a plain-http page of another site in the frame while the product itself is on plain http', async () => {
    expect(location.protocol).toBe('http:');
    const { screen } = await openRoute(openUrlRoute(`${standIn}/text?a=1`, '老页面'));
    const frame = screen.getByTitle('老页面');
    await expect.element(frame).toBeVisible();
    expect((frame.element() as HTMLIFrameElement).src).toBe(`${standIn}/text?a=1`);
    expect(screen.getByRole('link').query()).toBeNull();
  });

  it('on a secure page, says a plain-http page cannot be shown and offers a link that opens it outside', async () => {
    const { screen } = await openRoute(openUrlRoute('http://www.example.com/old?a=1', '老页面'), vi.fn(), 'https://m.example.cn');
    await expect.element(screen.getByRole('status')).toHaveTextContent('This page is not secure, so it cannot be shown inside the app. You can open it outside the app.');
    await expect.element(screen.getByRole('link', { name: 'Open www.example.com' })).toHaveAttribute('href', 'http://www.example.com/old?a=1');
    expect(screen.container.querySelector('iframe')).toBeNull();
  });

  it.each(['ftp://files.example.com/a.pdf', 'ftps://files.example.com/b.zip'])('says %s is a file server the app cannot show, and offers it outside', async (address) => {
    const { screen } = await openRoute(openUrlRoute(address, '文件'));
    await expect.element(screen.getByRole('status')).toHaveTextContent('This is a file server address, which the app cannot show. You can open it outside the app.');
    await expect.element(screen.getByRole('link', { name: 'Open files.example.com' })).toHaveAttribute('href', address);
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

  it.each(['javascript:alert(document.domain)', 'data:text/html,<script>alert(1)</script>', ' java\tscript:alert(1)', 'gopher://files.example.com/a', ''])(
    'refuses %j and shows no frame',
    async (address) => {
      const { screen } = await openRoute(openUrlRoute(address, 'x'));
      await expect.element(screen.getByRole('alert')).toHaveTextContent('This address cannot be opened safely.');
      expect(screen.container.querySelector('iframe')).toBeNull();
    },
  );
});
