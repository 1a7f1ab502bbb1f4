import { inject } from 'vitest';

/** Origin of the HTTP stand-in that tests/support/http-stand-in.global.ts starts for the browser project. */
export function standInOrigin(): string {
  const origin = inject('httpStandIn');
  if (!origin) {
    throw new Error("no HTTP stand-in: the browser project needs globalSetup: ['tests/support/http-stand-in.global.ts'] in vitest.config.ts");
  }
  return origin;
}
