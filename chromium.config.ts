import { existsSync } from 'node:fs';

/** Flags Chromium needs on these machines (root, closed network): see shared/reference/toolchain.md. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** scripts/find-chromium.sh exports CHROME_PATH; else Debian's; undefined lets Playwright use its own. */
export const CHROMIUM_PATH =
  process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
