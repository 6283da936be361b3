import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, GRAPHQL_PATH, type App } from '../app';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../db/testing';
import { createTestConfig } from '../testing/test-api';

// The GraphQL over HTTP spec's MUST rules (graphql-http's audits); SHOULD/MAY audits are informative only.
describe.each(TEST_DRIVERS)('GraphQL over HTTP conformance (%s)', (driver) => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'none' });
    app = createApp({ database, config: createTestConfig() });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const audits = serverAudits({
    url: `http://localhost${GRAPHQL_PATH}`,
    fetchFn: (input: string, init?: RequestInit) => app.fetch(new Request(input, init)),
  });

  it.each(audits.filter((audit) => audit.name.startsWith('MUST')).map((audit) => [audit.name, audit] as const))(
    '%s',
    async (_name, audit) => {
      const result = await audit.fn();
      expect(result.status === 'ok' ? 'ok' : `${result.status}: ${result.reason}`).toBe('ok');
    },
  );
});
