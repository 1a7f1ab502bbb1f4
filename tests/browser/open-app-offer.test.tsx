import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { OpenAppOffer } from '../../ui/share/OpenAppOffer.tsx';
import { installSimulator, resetNativeSide } from '../support/native-bridge.ts';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

afterEach(resetNativeSide);

async function renderAt(path: string) {
  const location = memoryLocation({ path });
  return render(
    <WithEngine engine={testEngine({ language: 'en' })}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <OpenAppOffer />
      </Router>
    </WithEngine>,
  );
}

/** Spec 2 §6, issue 12: outside the app reader pages offer to open it; inside the app they do not. */
describe("'Open the app' outside the app", () => {
  it.each(['/', '/details?newsId=100003', '/voteDetails?newsId=200001'])('is offered on %s in a plain browser', async (path) => {
    const screen = await renderAt(path);
    const button = screen.getByRole('button', { name: 'Open the app' });
    await expect.element(button).toBeVisible();
    expect(getComputedStyle(button.element().closest('.open-app') as Element).position).toBe('fixed');
  });

  it('is not offered on the login page or a developers’ page', async () => {
    const screen = await renderAt('/YZlogin');
    await expect.poll(() => screen.container.querySelector('.open-app')).toBeNull();
  });

  it('is not offered inside the app', async () => {
    installSimulator('module', { platform: 'android', appVersion: '4.2.0' });
    const screen = await renderAt('/details?newsId=100003');
    await expect.poll(() => screen.container.querySelector('.open-app')).toBeNull();
  });
});
