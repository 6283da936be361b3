import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../db/testing';
import { createTestConfig } from '../testing/test-api';

const LISTED = 'https://pos.example.com';
const FOREIGN = 'https://attacker.example';

describe.each(TEST_DRIVERS)('CORS (%s)', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'none' });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function call(origin: string, method: 'OPTIONS' | 'POST', corsOrigins: string[] = []) {
    const app = createApp({ database, config: createTestConfig({ corsOrigins }) });
    const headers: Record<string, string> =
      method === 'OPTIONS'
        ? {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization, content-type',
          }
        : { origin, 'content-type': 'application/json', authorization: 'Bearer whatever' };
    const response = await app.fetch(
      new Request('http://localhost/graphql/kom', {
        method,
        headers,
        body: method === 'POST' ? '{"query":"{ connected }"}' : undefined,
      }),
    );
    await response.arrayBuffer();
    return {
      allowOrigin: response.headers.get('access-control-allow-origin'),
      allowCredentials: response.headers.get('access-control-allow-credentials'),
      allowHeaders: response.headers.get('access-control-allow-headers'),
    };
  }

  const nothingAllowed = { allowOrigin: null, allowCredentials: null, allowHeaders: null };

  it.each(['OPTIONS', 'POST'] as const)('allows no other origin by default (%s)', async (method) => {
    expect(await call(FOREIGN, method)).toEqual(nothingAllowed);
    expect(await call(LISTED, method)).toEqual(nothingAllowed);
  });

  it.each(['OPTIONS', 'POST'] as const)(
    'allows an origin CORS_ORIGINS lists, without credentials, and still no other (%s)',
    async (method) => {
      const listed = await call(LISTED, method, [LISTED, 'https://kiosk.example.com']);
      expect(listed).toMatchObject({ allowOrigin: LISTED, allowCredentials: null });
      if (method === 'OPTIONS') expect(listed.allowHeaders).toContain('authorization');
      expect(await call(FOREIGN, method, [LISTED])).toEqual(nothingAllowed);
    },
  );
});
