import type { FastifyInstance, FastifySchema } from 'fastify';

/** One route as the router holds it: method, path pattern (`:name` for parameters) and its schema. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

const routesOf = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Records every route registered on `app` (and on plugins registered inside it) from now on, so
 * tests and tools can walk all of them. Call it right after creating the instance: routes added
 * before the hook is installed are not seen.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  routesOf.set(app, routes);
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) routes.push({ method: String(method).toUpperCase(), url: options.url, schema: options.schema });
  });
}

/** The routes recorded by `recordRoutes`, in registration order; empty when it was never called. */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return routesOf.get(app) ?? [];
}
