import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { OBS_URL } from './tests/support/observability.ts';
import { E2E_PORT as PORT } from './tests/support/e2e-ports.ts';
import { E2E_KIOSK_PIN } from './tests/support/kiosk-pin.ts';
// Sets the run's id (E2E_RUN_ID) for the workers to inherit.
import './tests/support/e2e-run.ts';

/** The server's DATA_DIR during browser tests. */
export const E2E_DATA = '.data/e2e';

/** Debian's whole Chromium browser (package `chromium`): Playwright cannot download browsers here. */
const CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's Chromium headless shell (package `chromium-headless-shell`), the build Playwright itself
 * runs for headless Chromium. The browser tests use it: they are CPU-bound here, and the shell
 * spends less of it per page than the whole browser in headless mode (docs/benchmarks.md, "npm test").
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Chromium for the browser tests: the headless shell where installed, else the whole browser. */
export const chromiumLaunch = {
  executablePath: process.env['CHROMIUM_PATH'] || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM),
  args: ARGS,
};

/**
 * The whole browser, for what the headless shell lacks (the back-forward cache) and for the
 * benchmarks, which measure the browser a person uses.
 */
export const fullChromiumLaunch = { executablePath: process.env['CHROMIUM_PATH'] || CHROMIUM, args: ARGS };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  ...(process.env['CI'] ? { workers: 2 } : {}),
  retries: 0,
  // After the summary, what the page showed when a test failed (the CI log is all that survives).
  reporter: [['list'], ['./tests/support/failure-page-reporter.ts']],
  timeout: 60_000,
  // A passing assertion returns as soon as it holds; the limit only decides when a wait counts as
  // lost. On the 2-core CI machine at load 9 one in-page view switch took over 5 s (the default).
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromiumLaunch,
    locale: 'en-US',
    // Each test's fresh context would install the service worker and precache the site's assets
    // (181 files) again: routes.spec took 223 s with it and 144 s without. The specs of what the
    // worker does (offline pages, kiosks, install, answers given offline, a journey's pages
    // under it) turn it on with `test.use({ serviceWorkers: 'allow' })`.
    serviceWorkers: 'block',
  },
  webServer: [
    {
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: !process.env['CI'],
      // A fresh database and outbox for every run; journeys read mail from DATA_DIR/outbox.
      command: `rm -rf ${E2E_DATA} && node src/server/main.ts`,
      env: {
        PORT: String(PORT),
        HOST: 'localhost',
        DATA_DIR: E2E_DATA,
        AUTH_RATE_LIMIT: '1000',
        ADDRESS_RATE_LIMIT: '1000',
        KIOSK_PIN: E2E_KIOSK_PIN,
      },
      timeout: 60_000,
    },
    {
      // The site built with error reporting and analytics configured (tests/e2e/observability.spec.ts).
      url: `${OBS_URL}/`,
      reuseExistingServer: !process.env['CI'],
      command: 'node tests/support/observability-server.ts',
      timeout: 120_000,
    },
  ],
});
