import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { FeedFooter } from '../../ui/placeholders/FeedFooter.tsx';
import { FailureMessage } from '../../ui/placeholders/PageFailure.tsx';
import { StateMessage, type StateKind } from '../../ui/placeholders/StateMessage.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

const engine = testEngine({ language: 'en' });

/** The picture a state shows: a drawn image, at least 60 px wide (not a bare grey line). */
function pictureOf(root: HTMLElement): { image: string; width: number } {
  const picture = root.querySelector('.state-picture');
  if (!picture) return { image: 'none', width: 0 };
  return { image: getComputedStyle(picture).backgroundImage, width: picture.getBoundingClientRect().width };
}

describe('the shared state (issue 29: an icon, a sentence and an action, never one grey line)', () => {
  it.each(['empty', 'no-result', 'not-found', 'failure', 'search', 'sign-in'] as const)('%s shows its own picture, its sentence and its action', async (kind: StateKind) => {
    const act = vi.fn();
    const screen = await render(
      <WithEngine engine={engine}>
        <StateMessage kind={kind} text="Nothing here yet" hint="Try again later." actions={[{ label: 'Try again', onClick: act }]} testId="state" />
      </WithEngine>,
    );
    const root = screen.getByTestId('state').element() as HTMLElement;
    const picture = pictureOf(root);
    expect(picture.image).toMatch(/^url\("data:image\/svg\+xml/);
    expect(picture.width).toBeGreaterThanOrEqual(60);
    await expect.element(screen.getByText('Nothing here yet')).toBeVisible();
    await expect.element(screen.getByText('Try again later.')).toBeVisible();
    const action = screen.getByRole('button', { name: 'Try again' });
    const box = (action.element() as HTMLElement).getBoundingClientRect();
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await action.click();
    expect(act).toHaveBeenCalledOnce();
  });

  it('each kind has a picture of its own', async () => {
    const kinds: StateKind[] = ['empty', 'no-result', 'not-found', 'failure', 'search', 'sign-in'];
    const screen = await render(
      <WithEngine engine={engine}>
        {kinds.map((kind) => (
          <StateMessage key={kind} kind={kind} text={kind} testId={`state-${kind}`} />
        ))}
      </WithEngine>,
    );
    const images = kinds.map((kind) => pictureOf(screen.getByTestId(`state-${kind}`).element() as HTMLElement).image);
    expect(new Set(images).size).toBe(kinds.length);
  });

  it('a link action goes where it says, inside the app', async () => {
    const { hook, history } = memoryLocation({ path: '/favor', record: true });
    const screen = await render(
      <WithEngine engine={engine}>
        <Router hook={hook}>
          <StateMessage kind="empty" text="No favourite news" actions={[{ label: 'Back to news', href: '/' }]} />
        </Router>
      </WithEngine>,
    );
    await screen.getByRole('link', { name: 'Back to news' }).click();
    expect(history.at(-1)).toBe('/');
  });

  it("the first bundle's failure and empty states look the same: the failure's picture, sentence and retry; the empty list's picture", async () => {
    const retry = vi.fn();
    const screen = await render(
      <WithEngine engine={engine}>
        <div data-testid="failure">
          <FailureMessage text="The news could not be loaded" retry={retry} home />
        </div>
        <FeedFooter status="empty" onLoadMore={() => Promise.resolve()} />
      </WithEngine>,
    );
    expect(pictureOf(screen.getByTestId('failure').element() as HTMLElement).image).toMatch(/^url\("data:image\/svg\+xml/);
    expect(pictureOf(screen.getByTestId('feed-footer').element() as HTMLElement).image).toMatch(/^url\("data:image\/svg\+xml/);
    await expect.element(screen.getByRole('alert')).toHaveTextContent('The news could not be loaded');
    await expect.element(screen.getByRole('link', { name: 'back to news' })).toHaveAttribute('href', '/');
    await screen.getByRole('button', { name: 'retry' }).click();
    expect(retry).toHaveBeenCalledOnce();
  });
});
