import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh embedded database per run, seeded with the demo data, exactly as `npm start` does on a fresh clone.
const dataDir = mkdtempSync(join(tmpdir(), 'comptoir-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // The demo restaurants are in Paris and so are their tablets: a browser on the machine's UTC would, between
    // midnight in Paris and midnight UTC, see yesterday as today (the default periods of History and the disputes).
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // The machine has no outside network: without these Chromium keeps trying to reach Google's hosts.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      DATABASE_URL: '',
      SIMULATOR_ORDER_MINUTES: '0',
      // One JSON line per request would bury the test report; warnings and errors still show.
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
  },
});
