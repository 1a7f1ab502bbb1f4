import type { TestProject } from 'vitest/node';
import { startStandIn } from './http-stand-in.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the HTTP stand-in (tests/support/http-stand-in.ts) the browser tests talk to. */
    httpStandIn: string;
  }
}

/**
 * Global setup of the browser project: browser tests cannot start a server themselves, so the
 * stand-in runs in node for the whole run and its origin is provided to them (`inject('httpStandIn')`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const standIn = await startStandIn();
  project.provide('httpStandIn', standIn.origin);
  return () => standIn.close();
}
