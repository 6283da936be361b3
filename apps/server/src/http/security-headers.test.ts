import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../db/testing';
import { createDemoSimulator } from '../modules/intake/demo-simulator';
import { createWebhookEventBatcher } from '../modules/intake/webhook-event-batcher';
import { createTestConfig } from '../testing/test-api';

const json = { 'content-type': 'application/json' };

// One of each kind of response the server gives, successes and refusals alike.
const RESPONSES: [string, string, RequestInit?][] = [
  ['the web app page', '/orders'],
  ['a web app file', '/assets/index-abc123.js'],
  ['the health check', '/healthz'],
  [
    'a GraphQL answer',
    '/graphql/kom',
    { method: 'POST', headers: json, body: JSON.stringify({ query: '{ connected }' }) },
  ],
  [
    'a GraphQL refusal of a bad token',
    '/graphql/kom',
    { method: 'POST', headers: { ...json, authorization: 'Bearer forged' }, body: '{"query":"{ connected }"}' },
  ],
  [
    'a CORS preflight',
    '/graphql/kom',
    { method: 'OPTIONS', headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' } },
  ],
  ['a public upload', '/uploads/menus/burger.png'],
  ['a refused upload', '/uploads/carts/someone-else.png'],
  ['a refused export', '/exports/orders.xlsx'],
  ['a refused invoice', '/invoices/00000000-0000-4000-8000-000000000000.pdf'],
  ['a refused ticket', '/template/fr/0/0/1.png'],
  ['a refused webhook', '/webhooks/uber-eats', { method: 'POST', headers: json, body: '{}' }],
  ['the simulator', '/simulator/stores/uber-eats/nowhere'],
  ['an unknown server path', '/graphql/nothing'],
];

describe.each(TEST_DRIVERS)('security headers (%s)', (driver) => {
  let database: TestDatabase;
  let dir: string;
  let app: App;
  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'none' });
    dir = mkdtempSync(join(tmpdir(), 'comptoir-headers-'));
    const webDistDir = join(dir, 'web');
    mkdirSync(join(webDistDir, 'assets'), { recursive: true });
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Comptoir</title><div id="root"></div>');
    writeFileSync(join(webDistDir, 'assets', 'index-abc123.js'), 'console.log("comptoir")');
    mkdirSync(join(dir, 'data', 'uploads', 'menus'), { recursive: true });
    writeFileSync(join(dir, 'data', 'uploads', 'menus', 'burger.png'), 'a picture');
    const config = createTestConfig({ webDistDir, dataDir: join(dir, 'data') });
    const simulator = await createDemoSimulator({
      db: database.db,
      config,
      webhookEvents: createWebhookEventBatcher(database.db),
      onStored: () => undefined,
      autoOrderEveryMs: null,
    });
    app = createApp({ database, config, simulator });
  });
  afterAll(async () => {
    await database?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(RESPONSES)('come with %s', async (_kind, path, init) => {
    const response = await app.fetch(new Request(`http://localhost${path}`, init));
    await response.arrayBuffer();
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1];
    expect({
      scriptSources,
      frameAncestors: /(?:^|;)\s*frame-ancestors ([^;]*)/.exec(csp)?.[1],
      objectSources: /(?:^|;)\s*object-src ([^;]*)/.exec(csp)?.[1],
      frameOptions: response.headers.get('x-frame-options'),
      sniffing: response.headers.get('x-content-type-options'),
      referrer: response.headers.get('referrer-policy'),
      permissions: response.headers.get('permissions-policy'),
    }).toEqual({
      scriptSources: "'self'",
      frameAncestors: "'none'",
      objectSources: "'none'",
      frameOptions: 'DENY',
      sniffing: 'nosniff',
      referrer: 'no-referrer',
      permissions: expect.stringContaining('camera=()'),
    });
  });
});
