import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_APP_ID_OTHER,
  ANALYTICS_APP_ID_PRODUCTION,
  COMMUNITY_BASE_URLS,
  environmentForHost,
  PRODUCTION_PAGE_HOST,
  TEST_PAGE_HOST,
} from '../../core/engine/env/environment.ts';

describe('environments (spec 1 §9: chosen by the page host)', () => {
  it('uses production and analytics app 10000004 on the production host', () => {
    expect(ANALYTICS_APP_ID_PRODUCTION).toBe(10000004);
    expect(environmentForHost(PRODUCTION_PAGE_HOST)).toEqual({
      name: 'production',
      communityBaseUrl: COMMUNITY_BASE_URLS.production,
      analyticsAppId: 10000004,
    });
  });

  it.each([PRODUCTION_PAGE_HOST.toUpperCase(), `${PRODUCTION_PAGE_HOST}.`, ` ${PRODUCTION_PAGE_HOST} `])(
    'reads %j as the production host too',
    (host) => expect(environmentForHost(host).name).toBe('production'),
  );

  it('uses test and analytics app 10000001 on the test host', () => {
    expect(ANALYTICS_APP_ID_OTHER).toBe(10000001);
    expect(environmentForHost(TEST_PAGE_HOST)).toEqual({ name: 'test', communityBaseUrl: COMMUNITY_BASE_URLS.test, analyticsAppId: 10000001 });
  });

  it.each([`x.${PRODUCTION_PAGE_HOST}`, `${PRODUCTION_PAGE_HOST}.evil.example`, 'h5-mycs.cn', 'preview.example.com', ''])(
    'never takes look-alike host %j for production (it is test)',
    (host) => {
      expect(environmentForHost(host).name).toBe('test');
      expect(environmentForHost(host).analyticsAppId).toBe(10000001);
    },
  );

  it.each(['localhost', '127.0.0.1', 'LOCALHOST'])('talks to the local CMS on its own origin on %s', (host) => {
    expect(environmentForHost(host)).toEqual({ name: 'local', communityBaseUrl: '/content/community', analyticsAppId: 10000001 });
  });

  it.each([PRODUCTION_PAGE_HOST, TEST_PAGE_HOST, 'localhost'])('calls its own origin on %s (the server passes calls to the platform)', (host) => {
    expect(Object.values(environmentForHost(host))).not.toContainEqual(expect.stringMatching(/api\./));
  });
});
