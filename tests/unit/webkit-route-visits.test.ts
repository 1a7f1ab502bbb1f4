import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/routes/route-table.tsx';
import { ROUTE_VISITS } from '../webkit/route-visits.ts';

describe('the WebKit run visits every route (tests/webkit/route-visits.ts)', () => {
  it('has one visit per route of the route table, and none for a route that is gone', () => {
    const routes = ROUTES.map(({ path }) => path).toSorted();
    const visited = ROUTE_VISITS.map(({ route }) => route).toSorted();
    expect(visited).toEqual(routes);
  });

  it('opens each route at an address of its own', () => {
    for (const { route, address } of ROUTE_VISITS) {
      const path = new URL(address, 'http://reader.test').pathname;
      expect(route.includes(':') ? path.startsWith(route.slice(0, route.indexOf(':'))) : path, route).toBe(route.includes(':') ? true : route);
    }
  });
});
