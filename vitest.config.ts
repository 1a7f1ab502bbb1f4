import react from '@vitejs/plugin-react';
import { cataloguePlugin } from './scripts/vite-catalogue-plugin.ts';
import { cityPlugin } from './scripts/vite-city-plugin.ts';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.config.ts';
import { CONDITION_TIMEOUT_MS } from './tests/support/condition-timeout.ts';

export default defineConfig({
  plugins: [react(), cataloguePlugin(), cityPlugin()],
  // Pre-bundled up front so a first import mid-run never reloads the test page.
  optimizeDeps: {
    include: ['react', 'react-dom', 'react-dom/client', 'wouter', 'wouter/memory-location', 'wouter/use-browser-location', 'valtio/vanilla', 'valtio/react', 'immer', 'mitt', 'howler', '@datarangers/sdk-javascript', 'vitest-browser-react', 'weixin-js-sdk', 'dompurify', 'axe-core'],
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts', 'plugins/**/*.unit.test.ts', 'ui/**/*.unit.test.ts'], setupFiles: ['tests/support/unit-setup.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          // As for e2e: one retry under CI, where timing-sensitive gesture and bridge tests share 2 cores.
          retry: process.env.CI ? 1 : 0,
          // expect.element and expect.poll wait for their condition up to 5 s (Vitest's 1 s is tight on a
          // busy machine: scripts/stress-test.sh); a condition met returns at once. vi.waitFor too (browser-setup.ts).
          expect: { poll: { timeout: CONDITION_TIMEOUT_MS } },
          include: ['tests/browser/**/*.test.tsx', 'plugins/**/*.test.tsx', 'ui/**/*.test.tsx'],
          setupFiles: ['tests/support/browser-setup.ts'],
          // Feeds the Chromium fuzz renders (tests/browser/feed-fuzz.test.tsx); `npm run fuzz:feed -- --runs N` sets more.
          provide: { feedFuzzRuns: Number(process.env.FEED_FUZZ_RUNS ?? 1000) },
          // Local stand-ins for the outside services: collector and failing origins on 5300-5309,
          // and the speech service's stand-in (cms/tts/stand-in.ts) on a port of its own.
          globalSetup: ['tests/support/http-stand-in.global.ts', 'tests/support/tts-stand-in.global.ts'],
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            viewport: { width: 390, height: 844 },
            instances: [{ browser: 'chromium' }],
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
          },
        },
      },
    ],
  },
});
