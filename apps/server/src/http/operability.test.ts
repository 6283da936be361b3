import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { platformCalls } from '../db/schema';
import { DEMO_ACCOUNTS } from '../db/seed/accounts';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../db/testing';
import { createMemoryEventBus } from '../events/memory-event-bus';
import { createLifecycle } from '../lifecycle/lifecycle';
import { logger } from '../lib/logger';
import { createTestConfig, startTestApi, type TestApi } from '../testing/test-api';

const METRICS_TOKEN = 'scrape-token-0123456789';

describe.each(TEST_DRIVERS)('logs, metrics and probes (%s)', (driver) => {
  let api: TestApi;
  let guarded: TestApi;
  beforeAll(async () => {
    [api, guarded] = await Promise.all([startTestApi(driver), startTestApi(driver, { metricsToken: METRICS_TOKEN })]);
  });
  afterAll(async () => {
    await Promise.all([api?.close(), guarded?.close()]);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers /livez and /readyz with JSON', async () => {
    for (const path of ['/livez', '/readyz']) {
      const response = await fetch(`${api.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    }
  });

  it('echoes a well-formed X-Request-Id and replaces any other', async () => {
    const kept = await fetch(`${api.url}/livez`, { headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42');
    const replaced = await fetch(`${api.url}/livez`, { headers: { 'x-request-id': 'no spaces; or "quotes"' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const generated = await fetch(`${api.url}/livez`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(generated.headers.get('x-request-id')).not.toBe(replaced.headers.get('x-request-id'));
  });

  it('logs one line per request with the route, the operation and the ids of who made it, and no secrets', async () => {
    const token = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    const info = vi.spyOn(logger, 'info');
    const response = await fetch(`${api.graphqlUrl}?tracking=secret-query-string`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-request-id': 'req-1' },
      body: JSON.stringify({ query: 'query WhoAmI { me { ... on Company { uuid } } }' }),
    });
    expect(response.status).toBe(200);
    const lines = info.mock.calls.map(([line]) => line as Record<string, unknown>);
    const line = lines.find((entry) => entry.requestId === 'req-1');
    expect(line).toMatchObject({
      method: 'POST',
      route: '/graphql/kom',
      status: 200,
      operation: 'WhoAmI',
      accountId: expect.any(Number),
      companyId: expect.any(Number),
      durationMs: expect.any(Number),
    });
    expect(JSON.stringify(line)).not.toContain('secret-query-string');
    expect(JSON.stringify(line)).not.toContain(token);
  });

  it('serves Prometheus metrics to this host, never the web app', async () => {
    await api.graphql('query MetricsProbe { connected }');
    await fetch(`${api.url}/webhooks/uber-eats`, { method: 'POST', body: '{}' });
    const response = await fetch(`${api.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).not.toContain('<html');
    expect(text).toMatch(
      /comptoir_http_request_duration_seconds_count\{route="\/graphql\/kom",method="POST",status="200"\} \d+/,
    );
    expect(text).toMatch(/comptoir_graphql_operation_duration_seconds_count\{operation="MetricsProbe"\} 1/);
    expect(text).toMatch(/comptoir_webhooks_received_total\{platform="uber-eats",status="4\d\d"\} 1/);
    expect(text).toContain('comptoir_push_subscribers 0');
    expect(text).toContain('process_resident_memory_bytes');
    for (const queue of ['intake', 'platform_calls', 'application_webhooks', 'emails', 'print_jobs'])
      expect(text).toContain(`comptoir_queue_depth{queue="${queue}"}`);
  });

  it('reads queue depth and the age of the oldest waiting row on each scrape', async () => {
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await api.database.db.insert(platformCalls).values([
      { platform: 'PLATFORM_UBER_EAT', action: 'accept', method: 'POST', path: '/x', createdAt: tenMinutesAgo },
      { platform: 'PLATFORM_UBER_EAT', action: 'accept', method: 'POST', path: '/y', attempts: 2 },
    ]);
    const text = await (await fetch(`${api.url}/metrics`)).text();
    expect(text).toMatch(/comptoir_queue_depth\{queue="platform_calls"\} 2\n/);
    expect(text).toMatch(/comptoir_queue_retrying\{queue="platform_calls"\} 1\n/);
    const oldest = Number(/comptoir_queue_oldest_age_seconds\{queue="platform_calls"\} ([\d.]+)/.exec(text)?.[1]);
    expect(oldest).toBeGreaterThanOrEqual(600);
    expect(oldest).toBeLessThan(700);
  });

  it('keeps metrics from clients behind a proxy or elsewhere unless they bring METRICS_TOKEN', async () => {
    const proxied = await fetch(`${api.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.status).toBe(403);
    expect(await proxied.text()).not.toContain('comptoir_');
    const anonymous = await fetch(`${guarded.url}/metrics`);
    expect(anonymous.status).toBe(401);
    const wrong = await fetch(`${guarded.url}/metrics`, { headers: { authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.status).toBe(401);
    const scraper = await fetch(`${guarded.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}`, 'x-forwarded-for': '203.0.113.9' },
    });
    expect(scraper.status).toBe(200);
    expect(await scraper.text()).toContain('comptoir_queue_depth');
  });
});

describe.each(TEST_DRIVERS)('readiness and live streams at shutdown (%s)', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal' });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('is not ready before start-up ends, and turns 503 with its reason once shutdown begins', async () => {
    const lifecycle = createLifecycle();
    const app = createApp({ database, config: createTestConfig(), lifecycle });
    const ready = async () => {
      const response = await app.fetch('http://comptoir.test/readyz');
      return { status: response.status, body: (await response.json()) as unknown };
    };
    expect(await ready()).toEqual({ status: 503, body: { status: 'unavailable', reason: 'starting' } });
    lifecycle.markReady();
    expect(await ready()).toEqual({ status: 200, body: { status: 'ok' } });
    lifecycle.beginShutdown();
    expect(await ready()).toEqual({ status: 503, body: { status: 'unavailable', reason: 'shutting down' } });
    expect((await app.fetch('http://comptoir.test/livez')).status).toBe(200);
  });

  it('says which dependency is missing when the database does not answer', async () => {
    const closed = await openTestDatabase(driver);
    await closed.dispose();
    const app = createApp({ database: closed, config: createTestConfig() });
    const response = await app.fetch('http://comptoir.test/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });
  });

  it('is not ready while Redis does not answer, when the event bus goes through it', async () => {
    let redisUp = true;
    const eventBus = {
      ...createMemoryEventBus(),
      ping: () => (redisUp ? Promise.resolve() : Promise.reject(new Error('Connection is closed.'))),
    };
    const app = createApp({ database, config: createTestConfig(), eventBus });
    expect((await app.fetch('http://comptoir.test/readyz')).status).toBe(200);
    redisUp = false;
    const response = await app.fetch('http://comptoir.test/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', reason: 'redis unreachable' });
  });

  it('ends open live-event streams when shutdown begins, so their clients reconnect elsewhere', async () => {
    const lifecycle = createLifecycle();
    lifecycle.markReady();
    const server = createServer(createApp({ database, config: createTestConfig(), lifecycle }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const post = (body: unknown, headers: Record<string, string> = {}) =>
        fetch(`${url}/graphql/kom`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
      const login = (await (
        await post({
          query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
          variables: { e: DEMO_ACCOUNTS.company.email, p: DEMO_ACCOUNTS.company.password },
        })
      ).json()) as { data: { login: { token: string } } };
      const stream = await post(
        { query: 'subscription { orderEvents { cartId } }' },
        { accept: 'text/event-stream', authorization: `Bearer ${login.data.login.token}` },
      );
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const scrape = async () =>
        (await (await fetch(`${url}/metrics`)).text()).match(/comptoir_push_subscribers (\d+)/)?.[1];
      await vi.waitFor(async () => expect(await scrape()).toBe('1'));
      const reader = stream.body!.getReader();
      lifecycle.beginShutdown();
      const ended = (async () => {
        for (;;) if ((await reader.read()).done) return true;
      })();
      await expect(ended).resolves.toBe(true);
      expect(await scrape()).toBe('0');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
