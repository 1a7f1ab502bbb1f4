import { beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_APP_ID_OTHER } from '../../core/engine/env/environment.ts';
import { startAnalytics } from '../../core/platform/tracking/analytics.ts';
import { standInOrigin } from '../support/stand-in-origin.ts';

/**
 * The real DataRangers web SDK (@datarangers/sdk-javascript), loaded lazily by startAnalytics, against
 * the stand-in collector of tests/support/http-stand-in.ts, which speaks its HTTP protocol
 * (protocols.md §3.2-3.3: POST <domain>/webid, POST <domain>/list with a JSON array of envelopes).
 */
const standIn = standInOrigin();

interface Envelope {
  events: { event: string; params: string; local_time_ms: number }[];
  user: Record<string, unknown>;
  header: Record<string, unknown>;
  local_time: number;
}

async function recordedEnvelopes(): Promise<Envelope[]> {
  const answer = (await (await fetch(`${standIn}/recorded`)).json()) as { collector: Envelope[][] };
  return answer.collector.flat();
}

beforeAll(async () => {
  await fetch(`${standIn}/reset`, { method: 'POST' });
  for (const key of Object.keys(localStorage)) if (key.startsWith('__tea')) localStorage.removeItem(key);
});

describe('analytics in a browser: the DataRangers SDK', () => {
  it('initialises with the app id and user unique id and uploads events in its envelope', async () => {
    const client = await startAnalytics({
      appId: ANALYTICS_APP_ID_OTHER,
      userUniqueId: 'mycs-user-77',
      native: null,
      privacyRefused: false,
      channelDomain: `${standIn}/collector`,
    });
    expect(client.via).toBe('web-sdk');
    client.event('cms_stay_page', { enter_from: 'click_category', category_name: 'mycs.news', group_id: '100001', stay_time: 12000, percent: 100 });

    let envelope: Envelope | undefined;
    await expect
      .poll(
        async () => {
          envelope = (await recordedEnvelopes()).find((e) => e.events.some((ev) => ev.event === 'cms_stay_page'));
          return envelope !== undefined;
        },
        { timeout: 8000, interval: 200 },
      )
      .toBe(true);
    const event = envelope?.events.find((ev) => ev.event === 'cms_stay_page');
    expect(typeof event?.params).toBe('string');
    expect(JSON.parse(event?.params ?? '{}')).toMatchObject({
      enter_from: 'click_category',
      category_name: 'mycs.news',
      group_id: '100001',
      stay_time: 12000,
      percent: 100,
    });
    expect(event?.local_time_ms).toBeGreaterThan(Date.now() - 60_000);
    expect(envelope?.user).toMatchObject({ user_unique_id: 'mycs-user-77' });
    expect(envelope?.header).toMatchObject({ app_id: ANALYTICS_APP_ID_OTHER, sdk_lib: 'js' });
    expect(typeof envelope?.local_time).toBe('number');
  });

  it('names the user from a login in the page on, without a reload (issue 12)', async () => {
    const client = await startAnalytics({ appId: ANALYTICS_APP_ID_OTHER, userUniqueId: null, native: null, privacyRefused: false, channelDomain: `${standIn}/collector` });
    client.identify('mycs-user-88');
    client.event('content_news_click_detail', { group_id: '100002' });
    await expect
      .poll(async () => (await recordedEnvelopes()).find((e) => e.events.some((ev) => ev.event === 'content_news_click_detail'))?.user.user_unique_id, { timeout: 8000, interval: 200 })
      .toBe('mycs-user-88');
  });
});
