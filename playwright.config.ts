import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_ENV, CHROMIUM_PATH } from './tests/support/chromium';
import { TEST_CLOCK } from './tests/support/test-clock';

/**
 * Browser journeys against the production build (make test builds it into .next-e2e first), served
 * with a fresh database and outbox under data/e2e.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? 'data/e2e';
/** The production build the e2e server serves. */
export const E2E_DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next-e2e';

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  // Writes the routes and posts the specs walk, read from the editor's files (decision 0163).
  globalSetup: './tests/e2e/global-setup.ts',
  // Screenshot baselines (screenshots.spec.ts, decision 0142), redrawn with `make screenshots`.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // One output folder per data dir, so runs side by side never delete each other's traces.
  outputDir: `test-results/${E2E_DATA_DIR.replace(/[^a-zA-Z0-9_-]/g, '_')}`,
  fullyParallel: false,
  workers: 2,
  // No retries: a journey that fails once is a bug to find (docs/decisions/0078).
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  projects: [
    { name: 'site', testIgnore: /editor-journey\.spec\.ts/ },
    // The editor journey changes content every other spec reads: it runs after them all and puts
    // it back (decision 0165). Run it alone with --no-deps.
    { name: 'editor-journey', testMatch: /editor-journey\.spec\.ts/, dependencies: ['site'] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, env: CHROMIUM_ENV },
    // Traces help locally; CI reads only the log, and tracing slows every test on 2 cores.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  webServer: {
    // Each run starts from an empty database and outbox. Started as `npm run start` starts the
    // site, with no -H: with one, Next sends proxy.ts's rewrites over HTTP to itself (decision 0218).
    command: `rm -rf ${E2E_DATA_DIR} && node node_modules/next/dist/bin/next start -p ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NEXT_DIST_DIR: E2E_DIST_DIR,
      DATA_DIR: E2E_DATA_DIR,
      APP_STAGE: 'test',
      SITE_URL: `http://127.0.0.1:${PORT}`,
      PREVIEW_SECRET: 'e2e-preview-secret',
      SESSION_SECRET: 'e2e-session-secret-that-is-long-enough',
      LEADS_USERNAME: 'marketing',
      LEADS_PASSWORD: 'e2e-leads-password',
      EDITOR_USERNAME: 'editor',
      EDITOR_PASSWORD: 'e2e-editor-password',
      // One proxy hop is trusted, as behind a CDN: journeys each send their own X-Forwarded-For
      // (tests/support/visitor.ts) so per-IP rate limits see separate visitors, not 127.0.0.1.
      TRUSTED_PROXY_HOPS: '1',
      // The site's clock at the tests' instant, as in the e2e build (docs/decisions/0105).
      SITE_CLOCK: TEST_CLOCK,
    },
  },
});
