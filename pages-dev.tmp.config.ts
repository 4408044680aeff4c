import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH, CHROMIUM_ARGS } from './tests/support/chromium';
// Temporary (pages engineer): runs tests/e2e/pages.spec.ts against a dev server while the shared build is broken.
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: 'pages.spec.ts',
  workers: 1,
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: 'http://127.0.0.1:3103',
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node node_modules/next/dist/bin/next dev -p 3103 -H 127.0.0.1',
    url: 'http://127.0.0.1:3103/api/health',
    reuseExistingServer: false,
    timeout: 180_000,
    env: { DATA_DIR: 'data/dev-pages', APP_STAGE: 'test', SITE_URL: 'http://127.0.0.1:3103' },
  },
});
