import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.config.ts';

/** The e2e server: the built app and a freshly seeded local CMS in a throw-away data folder. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5199);
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  // One retry on a 2-core CI machine, where a busy moment can outlast an assertion's wait; the report
  // still names every flaky test (counted as passed only when its retry passes).
  retries: process.env.CI ? 1 : 0,
  // Several engineers may run e2e at once: each with its own E2E_PORT, CMS_DIST_DIR and E2E_OUT.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '.reports/e2e.json' }]],
  outputDir: process.env.E2E_OUT ?? 'test-results',
  use: { baseURL: `http://127.0.0.1:${E2E_PORT}`, locale: 'zh-CN', trace: 'off' },
  projects: [
    { name: 'pixel-7', use: { ...devices['Pixel 7'], launchOptions } },
    { name: 'iphone-14', use: { ...devices['iPhone 14'], browserName: 'chromium', launchOptions } },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${E2E_PORT}/api/cms/client/category/getCategoryCompositeData?categoryCode=mycs.news`,
    env: { PORT: String(E2E_PORT) },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
