import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { BRIDGE_DEMOS } from '../../src/pages/bridge/bridge-demos.ts';
import { BridgePage } from '../../src/pages/bridge/BridgePage.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';
import { installSimulator, pageApi, resetNativeSide } from '../support/native-bridge.ts';

beforeEach(resetNativeSide);
afterEach(resetNativeSide);

describe('/bridge test page', () => {
  it('has a labelled button for every native handler, shows its JSON reply and logs the call', async () => {
    const sim = installSimulator('module', { platform: 'android', appVersion: '4.1.3' });
    const screen = await render(
      <WithEngine engine={testEngine({ language: 'en' })}>
        <BridgePage api={pageApi('android')} />
      </WithEngine>,
    );
    await expect.element(screen.getByText('Mode: Inside the app (android)')).toBeVisible();
    const handlers = screen.getByRole('list', { name: 'Handlers' });
    expect(handlers.getByRole('button').elements()).toHaveLength(BRIDGE_DEMOS.length);
    expect(BRIDGE_DEMOS).toHaveLength(33);

    await expect.element(screen.getByRole('status', { name: 'getAppVersion reply' })).toHaveTextContent('Not called yet');
    await screen.getByRole('button', { name: 'getAppVersion', exact: true }).click();
    await expect.element(screen.getByRole('status', { name: 'getAppVersion reply' })).toHaveTextContent('"versionName": "4.1.3"');
    await screen.getByRole('button', { name: 'setTitle', exact: true }).click();
    await expect.element(screen.getByRole('status', { name: 'setTitle reply' })).toHaveTextContent('"code": 200');

    const log = screen.getByRole('list', { name: 'Call log' });
    await expect.element(log.getByRole('listitem').first()).toHaveTextContent('setTitle');
    expect(log.getByRole('listitem').elements()).toHaveLength(2);
    expect(sim.calls.map((call) => call.name)).toEqual(['getAppVersion', 'setTitle']);

    await screen.getByRole('button', { name: 'Clear log' }).click();
    expect(log.getByRole('listitem').elements()).toHaveLength(0);
  });

  it('answers the other calls of spec 1 §7 with their shapes, typed (issue 12)', async () => {
    installSimulator('module', { platform: 'ios', appVersion: '4.2.0', loggedIn: true });
    const screen = await render(
      <WithEngine engine={testEngine({ language: 'en' })}>
        <BridgePage api={pageApi('ios')} />
      </WithEngine>,
    );
    const reply = (name: string) => screen.getByRole("status", { name: `${name} reply`, exact: true });
    const answers: [string, string][] = [
      ['getToken', '"value": "app-token-0001"'],
      ['getUserId', '"value": "10001"'],
      ['getMobile', '"value": "138****0001"'],
      ['getDeviceToken', '"value": "push-sim-device-0001"'],
      ['location', '"cityCode": "430100"'],
      ['qrscan', '"value": "https://m.mycs.cn/scan/sample"'],
      ['photo', 'photo.svg?shot=2'],
      ['getUser', '"nickName": "星城读者"'],
      ['commentList', '"code": 200'],
      ['prize', '"code": 200'],
      ['downloadImage', '"code": 200'],
    ];
    for (const [name, text] of answers) {
      await screen.getByRole('button', { name, exact: true }).click();
      await expect.element(reply(name)).toHaveTextContent(text);
    }
  });

  it('outside the app says so, and every call answers no-bridge', async () => {
    const screen = await render(
      <WithEngine engine={testEngine({ language: 'en' })}>
        <BridgePage api={pageApi('desktop', { deviceId: null })} />
      </WithEngine>,
    );
    await expect.element(screen.getByText(/Outside the app/)).toBeVisible();
    await screen.getByRole('button', { name: 'userLogin', exact: true }).click();
    await expect.element(screen.getByRole('status', { name: 'userLogin reply' })).toHaveTextContent('"reason": "no-bridge"');
  });
});
