import path from 'node:path';
import { defineConfig } from '@playwright/test';

const reports = process.env.SSC_REPORTS_DIR ?? path.join(import.meta.dirname, '.local', 'reports');
/** Debian's Chromium as root on a closed network (the benches that drive a browser use them too). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.join(reports, 'e2e.json') }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: a browser download is impossible here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  outputDir: path.join(reports, 'e2e-artifacts'),
});
