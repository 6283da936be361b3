import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_LIMITS } from '../../http/limits';
import { COUNTERS_VARIANTS, sendBurst, startRateLimitedApi } from '../../testing/rate-limited-api';
import type { TestApi } from '../../testing/test-api';
import { COMPANY_CHECK_LIMIT } from './check-company-exists';

// One document asks as many questions as the alias limit allows; its fields are resolved at the same time.
const CHECKS_PER_REQUEST = QUERY_LIMITS.maxAliases;
const MANY_CHECKS = `query(${Array.from({ length: CHECKS_PER_REQUEST }, (_, index) => `$e${index}: String`).join(', ')}) {
  ${Array.from({ length: CHECKS_PER_REQUEST }, (_, index) => `c${index}: companyCheckExist(email: $e${index}) { email }`).join('\n  ')}
}`;

describe.each(COUNTERS_VARIANTS)('companyCheckExist limit against a burst ($name)', (variant) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startRateLimitedApi(variant);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers at most 30 of 150 concurrent checks from one address, then refuses that address only', async () => {
    const requests = 150 / CHECKS_PER_REQUEST;
    const results = await sendBurst(requests, (request) => {
      const variables = Object.fromEntries(
        Array.from({ length: CHECKS_PER_REQUEST }, (_, index) => [
          `e${index}`,
          `probe-${request}-${index}@example.test`,
        ]),
      );
      return api.graphql(MANY_CHECKS, { variables, clientAddress: '10.40.0.1' });
    });
    const answered = results
      .flatMap((result) => Object.values(result.body.data ?? {}))
      .filter((answer) => answer !== null);
    expect(answered.length).toBeLessThanOrEqual(COMPANY_CHECK_LIMIT.limit);
    const codes = results.flatMap((result) => result.body.errors ?? []).map((error) => error.extensions?.code);
    expect(new Set(codes)).toEqual(new Set(['TOO_MANY_ATTEMPTS']));

    const check = 'query($email: String) { companyCheckExist(email: $email) { email } }';
    const after = await api.graphql(check, { variables: { email: 'late@example.test' }, clientAddress: '10.40.0.1' });
    expect(after.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    expect(after.body.errors?.[0]?.extensions?.retryAfterSeconds).toBeLessThanOrEqual(
      COMPANY_CHECK_LIMIT.windowSeconds,
    );
    const elsewhere = await api.graphql(check, {
      variables: { email: 'late@example.test' },
      clientAddress: '10.40.0.2',
    });
    expect(elsewhere.body.data?.companyCheckExist).toEqual({ email: false });
  });
});
