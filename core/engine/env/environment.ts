import { analytics, communityHosts, pageHosts } from '../../../cities/current.ts';

/**
 * Spec 1 §9: "Environments: production or test, chosen by the page host." The hosts are a deployment
 * matter (spec 1 §1), so they live here once as named constants.
 *
 * Spec 1 §7 "the base address is chosen by environment" is decided once for the product: the page
 * calls its own origin in every environment, and the server in front of it passes the calls to that
 * environment's platform (`CMS_UPSTREAM`, server/platform-hosts.ts). So the page's policy needs no
 * other origin for its calls, a shared cache sees every answer, and a reader's identity never leaves
 * for a host the policy would have to name.
 */

export type EnvironmentName = 'production' | 'test' | 'local';

/** The page host of the production deployment (deployment value: confirm with operations). */
export const PRODUCTION_PAGE_HOST = pageHosts.production;
/** The page host of the test deployment. Any other non-local host is treated as test, never as production. */
export const TEST_PAGE_HOST = pageHosts.test;
/** Hosts of a page served by the local CMS (`npm start`, `npm run dev`, the test runners). */
export const LOCAL_PAGE_HOSTS: readonly string[] = ['localhost', '127.0.0.1'];

/**
 * Spec 2 §2 (Dynamic card): the community's pages (/dynamicDetails, /topicDetails, /groupDetails,
 * the user home) live on another host (deployment values: confirm with operations). The local CMS
 * serves stand-ins for them under /content/community.
 */
export const COMMUNITY_BASE_URLS: Readonly<Record<EnvironmentName, string>> = {
  production: communityHosts.production,
  test: communityHosts.test,
  local: '/content/community',
};

/** Spec 1 §9: the analytics application id in production (Changsha's 10000004). */
export const ANALYTICS_APP_ID_PRODUCTION = analytics.appIdProduction;
/** Spec 1 §9: the analytics application id otherwise, test and local (Changsha's 10000001). */
export const ANALYTICS_APP_ID_OTHER = analytics.appIdOther;

export interface Environment {
  readonly name: EnvironmentName;
  /** Where the community's pages are (absolute, or a path on the page's own origin). */
  readonly communityBaseUrl: string;
  readonly analyticsAppId: number;
}

/** Host names compare case-insensitively and without a trailing dot ("H5.MYCS.CN." is production). */
function normaliseHost(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/\.$/, '');
}

export function environmentName(hostname: string): EnvironmentName {
  const host = normaliseHost(hostname);
  if (host === PRODUCTION_PAGE_HOST) return 'production';
  if (LOCAL_PAGE_HOSTS.includes(host)) return 'local';
  return 'test';
}

/** The environment a page on `hostname` runs in (pass `location.hostname`). */
export function environmentForHost(hostname: string): Environment {
  const name = environmentName(hostname);
  return {
    name,
    communityBaseUrl: COMMUNITY_BASE_URLS[name],
    analyticsAppId: name === 'production' ? ANALYTICS_APP_ID_PRODUCTION : ANALYTICS_APP_ID_OTHER,
  };
}

/** The environment of the current page; outside a browser (node tests) it is local. */
export function currentEnvironment(): Environment {
  return environmentForHost(typeof location === 'undefined' ? 'localhost' : location.hostname);
}
