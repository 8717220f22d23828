import { defineConfig } from '@playwright/test';

const PORT = Number(process.env['E2E_PORT'] || 4399);

/** Debian's Chromium: Playwright cannot download browsers on these machines. */
export const chromiumLaunch = {
  executablePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  ...(process.env['CI'] ? { workers: 2 } : {}),
  retries: 0,
  reporter: process.env['CI'] ? [['list']] : [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromiumLaunch,
    locale: 'en-US',
  },
  webServer: {
    command: 'node src/server/main.ts',
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env['CI'],
    env: { PORT: String(PORT), HOST: 'localhost' },
    timeout: 60_000,
  },
});
