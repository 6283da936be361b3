import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const firstPort = Number(process.env.E2E_PORT ?? 8181);
// Each worker has a demo server of its own (docs/testing.md#browser-tests): the tests mostly wait on the page, so two
// workers halve the run on the 2-core machine without sharing any state.
const workers = Number(process.env.E2E_WORKERS ?? 2);
const urlOf = (index: number) => `http://127.0.0.1:${firstPort + index}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: [[process.env.CI ? 'line' : 'list'], ['./reporters/print-error-context.ts']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    // Playwright reads this file again in each worker process, with its slot in TEST_PARALLEL_INDEX.
    baseURL: urlOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0)),
    // The demo restaurants are in Paris and so are their tablets: a browser on the machine's UTC would, between
    // midnight in Paris and midnight UTC, see yesterday as today (the default periods of History and the disputes).
    timezoneId: 'Europe/Paris',
    // Each test's fresh browser would install the service worker and precache the whole app (about 3 s of CPU per
    // test on the 2-core machine, beside the other worker's): only the tests of the worker itself let it in
    // (offline.spec.ts). CI keeps only the log, where a failure prints the page (reporters/print-error-context.ts), so
    // recording a trace of every action there is work nobody reads.
    serviceWorkers: 'block',
    trace: process.env.CI ? 'off' : 'retain-on-failure',
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
  // Started one after the other, so only the first builds what is stale.
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'node ../scripts/start.mjs',
    url: `${urlOf(index)}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(firstPort + index),
      HOST: '127.0.0.1',
      // A fresh embedded database per server, seeded with the demo data, exactly as `npm start` does on a fresh clone.
      DATA_DIR: mkdtempSync(join(tmpdir(), 'comptoir-e2e-')),
      DEMO: '1',
      DATABASE_URL: '',
      REDIS_URL: '',
      SIMULATOR_ORDER_MINUTES: '0',
      // One JSON line per request would bury the test report; warnings and errors still show.
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
  })),
});
