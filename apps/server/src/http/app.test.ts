import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../db/testing';
import { createTestConfig } from '../testing/test-api';

describe.each(TEST_DRIVERS)('the HTTP app (%s)', (driver) => {
  let database: TestDatabase;
  let webDistDir: string;
  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'none' });
    webDistDir = mkdtempSync(join(tmpdir(), 'comptoir-web-dist-'));
    mkdirSync(join(webDistDir, 'assets'));
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Comptoir</title><div id="root"></div>');
    writeFileSync(join(webDistDir, 'assets', 'index-abc123.js'), 'console.log("comptoir")');
  });
  afterAll(async () => {
    await database?.dispose();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const request = (path: string, init?: RequestInit, distDir = webDistDir) =>
    createApp({ database, config: createTestConfig({ webDistDir: distDir }) }).fetch(
      new Request(`http://localhost${path}`, init),
    );

  it('answers /healthz with 200 {"status":"ok"} once the database answers', async () => {
    const response = await request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('serves the web app files, and index.html for client-side routes', async () => {
    const script = await request('/assets/index-abc123.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.headers.get('cache-control')).toContain('immutable');
    for (const route of ['/', '/login', '/company/12/show', '/history?fromDate=2026-01-01']) {
      const page = await request(route);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('<div id="root">');
    }
  });

  it('has the service worker and the manifest revalidated on every load, so that a new build reaches the tablets', async () => {
    writeFileSync(join(webDistDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    writeFileSync(join(webDistDir, 'manifest.webmanifest'), '{"name":"Comptoir"}');
    const worker = await request('/sw.js');
    expect(worker.headers.get('content-type')).toContain('text/javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const shell = await request('/index.html');
    expect(shell.status).toBe(200);
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    const manifest = await request('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a missing asset instead of the HTML page', async () => {
    const response = await request('/assets/missing-1234.js');
    expect(response.status).toBe(404);
  });

  it('never serves files outside the web build', async () => {
    const response = await request('/..%2F..%2F..%2Fetc%2Fpasswd');
    expect(await response.text()).not.toContain('root:');
  });

  it('answers JSON 404, not the web app, for unknown server paths and a GET on the webhook or upload routes', async () => {
    for (const path of [
      '/graphql',
      '/graphql/batch',
      '/webhooks/uber-eats',
      '/uploads/carts/1.png',
      '/simulator/nothing',
    ]) {
      const response = await request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ error: 'Not found' });
    }
  });

  it('says how to build the web app when there is no build', async () => {
    const response = await request('/login', undefined, join(webDistDir, 'nothing-here'));
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });

  it('serves GraphQL on /graphql/kom over POST and GET', async () => {
    const post = await request('/graphql/kom', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ connected }' }),
    });
    expect(await post.json()).toEqual({ data: { connected: false } });
    const get = await request('/graphql/kom?query=%7Bconnected%7D');
    expect(await get.json()).toEqual({ data: { connected: false } });
  });

  it('answers /healthz with 503 when the database does not answer', async () => {
    const closing = await openTestDatabase('pglite', { seed: 'none' });
    const app = createApp({ database: closing, config: createTestConfig() });
    await closing.dispose();
    const response = await app.fetch('http://localhost/healthz');
    expect(response.status).toBe(503);
  });
});
