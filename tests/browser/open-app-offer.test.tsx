import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { OpenAppOffer } from '../../ui/share/OpenAppOffer.tsx';
import { installSimulator, resetNativeSide } from '../support/native-bridge.ts';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

afterEach(resetNativeSide);

async function renderAt(path: string, page: ReactNode = null) {
  const location = memoryLocation({ path });
  return render(
    <WithEngine engine={testEngine({ language: 'en' })}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {page}
        <OpenAppOffer />
      </Router>
    </WithEngine>,
  );
}

/** Spec 2 §6, issue 12: outside the app reader pages offer to open it; inside the app they do not. */
describe("'open the app' outside the app", () => {
  it.each(['/', '/details?newsId=100003', '/voteDetails?newsId=200001'])('is offered on %s in a plain browser', async (path) => {
    const screen = await renderAt(path);
    const button = screen.getByRole('button', { name: 'open the app' });
    await expect.element(button).toBeVisible();
    expect(getComputedStyle(button.element().closest('.open-app') as Element).position).toBe('fixed');
  });

  it('is not offered on the login page or a developers’ page', async () => {
    const screen = await renderAt('/YZlogin');
    await expect.poll(() => screen.container.querySelector('.open-app')).toBeNull();
  });

  it.each(['/allComment?id=100001', '/commentDetails?id=100001&pcommentId=1'])('is not offered on %s, whose bottom is the comment field', async (path) => {
    const screen = await renderAt(path);
    await expect.poll(() => screen.container.querySelector('.open-app')).toBeNull();
  });

  it('steps aside while the reader types in a field, and is back when they leave it (issue 29)', async () => {
    const screen = await renderAt('/voteDetails?newsId=200001', <input aria-label="your answer" />);
    await expect.element(screen.getByRole('button', { name: 'open the app' })).toBeVisible();
    // Hidden, it leaves the accessibility tree: look at the element itself.
    const shown = () => screen.container.querySelector('.open-app__button')?.checkVisibility({ visibilityProperty: true });
    await screen.getByRole('textbox', { name: 'your answer' }).click();
    await expect.poll(shown).toBe(false);
    (document.activeElement as HTMLElement).blur();
    await expect.poll(shown).toBe(true);
  });

  it('is not offered inside the app', async () => {
    installSimulator('module', { platform: 'android', appVersion: '4.2.0' });
    const screen = await renderAt('/details?newsId=100003');
    await expect.poll(() => screen.container.querySelector('.open-app')).toBeNull();
  });
});
