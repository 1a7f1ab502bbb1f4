import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createLoadingCounter } from '../../core/engine/http/loading.ts';
import { request } from '../../core/engine/http/request.ts';
import { configureRequests, type RequestSetup } from '../../core/engine/http/request-setup.ts';
import { LoadingIndicator } from '../../ui/notices/LoadingIndicator.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';
import { standInOrigin } from '../support/stand-in-origin.ts';
import { createEngineBus } from '../../core/engine/events.ts';

const engine = testEngine({ language: 'en' });

describe("LoadingIndicator (spec 1 §7: 'Data loading...')", () => {
  it('shows while any counted request runs and hides when the last one ends', async () => {
    const counter = createLoadingCounter(createEngineBus());
    const screen = await render(
      <WithEngine engine={engine}>
        <LoadingIndicator counter={counter} />
      </WithEngine>,
    );
    const indicator = screen.getByRole('status');
    await expect.element(indicator).not.toBeInTheDocument();
    const endFirst = counter.begin();
    const endSecond = counter.begin();
    await expect.element(indicator).toHaveTextContent('Data loading...');
    endFirst();
    endFirst();
    await expect.element(indicator).toBeVisible();
    endSecond();
    await expect.element(indicator).not.toBeInTheDocument();
  });

  describe('with the request wrapper', () => {
    const counter = createLoadingCounter(createEngineBus());
    let previous: RequestSetup;
    beforeAll(() => {
      previous = configureRequests({ baseUrl: standInOrigin(), loading: counter, onFailure: () => {} });
    });
    afterAll(() => void configureRequests(previous));

    it('shows for a request made with loading: true, and not for one without', async () => {
      const screen = await render(
        <WithEngine engine={engine}>
          <LoadingIndicator counter={counter} />
        </WithEngine>,
      );
      const indicator = screen.getByText('Data loading...');
      const quiet = request('/slow/300');
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect.element(indicator).not.toBeInTheDocument();
      await quiet;
      const loud = request('/slow/300', { loading: true });
      await expect.element(indicator).toBeVisible();
      await loud;
      await expect.element(indicator).not.toBeInTheDocument();
    });
  });
});
