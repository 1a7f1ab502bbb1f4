import { describe, expect, it } from 'vitest';
import { ROUTE, type RouteName } from '../../core/engine/routes/routes.ts';
import { ROUTE_PAGES } from '../../src/routes/route-records.ts';
import { routeSamples } from '../../scripts/speed/route-samples.ts';

/** Routes the budget and Lighthouse leave out, each for its reason (scripts/speed/route-samples.ts). */
const NOT_MEASURED: readonly RouteName[] = ['openUrl', 'bridge', 'login'];

describe("the routes' samples (npm run budget, npm run lighthouse)", () => {
  it("measures every reader's route of the route record at an address of its own path", () => {
    const readers = (Object.keys(ROUTE) as RouteName[]).filter((route) => !ROUTE_PAGES[route].devOnly && !ROUTE_PAGES[route].redirectTo);
    const measured = new Set(routeSamples().map(({ route }) => route));
    expect(readers.filter((route) => !measured.has(route))).toEqual(NOT_MEASURED);
    for (const { route, address } of routeSamples()) expect(new URL(address, 'http://app').pathname, route).toBe(ROUTE[route].path);
  });

  it("leaves developers' pages and old addresses out, and measures a page shared by several routes once for Lighthouse", () => {
    const routes = new Set(routeSamples().map(({ route }) => route));
    for (const route of ['pluginGallery', 'oldPluginGallery', 'feedBench', 'playground'] as const) expect(routes.has(route), route).toBe(false);
    const measuredPages = new Set(routeSamples().filter(({ alias }) => !alias).map(({ route }) => ROUTE_PAGES[route].page));
    const aliases = routeSamples().filter(({ alias }) => alias);
    expect(aliases.length).toBeGreaterThan(0);
    for (const { route } of aliases) expect(measuredPages.has(ROUTE_PAGES[route].page), route).toBe(true);
    expect(routeSamples(['details']).map(({ label }) => label)).toEqual(['details (rich)', 'details (framed)']);
  });
});
