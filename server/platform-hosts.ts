/*
 * The platform's hosts per environment (spec 1 §7, §9: "the base address is chosen by environment";
 * deployment values, confirm with operations). The page calls its own origin everywhere
 * (core/engine/env/environment.ts); the server of each environment passes the calls on to its platform.
 */

import { cityNamed } from '../cities/by-name.ts';

export type PlatformEnvironment = 'production' | 'test';

/** `CMS_UPSTREAM=production` or `=test` names these; any other value is an address of its own. */
export const PLATFORM_API_ORIGINS: Readonly<Record<PlatformEnvironment, string>> = cityNamed().apiHosts;

/**
 * DataRangers' collector for the 'cn' channel (protocols.md §3.1). The page's analytics SDK posts to
 * `/collector/…` on its own origin; the server passes that on here (`ANALYTICS_COLLECTOR` overrides).
 */
export const ANALYTICS_COLLECTOR_DEFAULT = 'https://mcs.volceapplog.com';

/**
 * iFlytek's speech service (protocols.md §2): the page opens the websocket the platform signed for it,
 * straight to iFlytek (a websocket is not passed through), so the page's policy names it.
 */
export const SPEECH_SERVICE_ORIGIN = 'wss://tts-api.xfyun.cn';

/** The platform's address for an environment's name, or the text itself. */
export const platformAddress = (text: string): string => PLATFORM_API_ORIGINS[text.trim() as PlatformEnvironment] ?? text;
