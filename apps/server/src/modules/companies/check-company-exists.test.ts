import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTERS_VARIANTS, sendBurst, startRateLimitedApi } from '../../testing/rate-limited-api';
import type { TestApi } from '../../testing/test-api';
import { COMPANY_CHECK_LIMIT } from './check-company-exists';

const CHECK = 'query($email: String) { companyCheckExist(email: $email) { email } }';

describe.each(COUNTERS_VARIANTS)('companyCheckExist limit against a burst ($name)', (variant) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startRateLimitedApi(variant);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers 30 of 150 concurrent checks from one address and refuses the others', async () => {
    const results = await sendBurst(150, (index) =>
      api.graphql(CHECK, { variables: { email: `probe-${index}@example.test` }, clientAddress: '10.40.0.1' }),
    );
    const answered = results.filter((result) => result.body.data?.companyCheckExist);
    expect(answered).toHaveLength(COMPANY_CHECK_LIMIT.limit);
    const refused = results.map((result) => result.body.errors?.[0]?.extensions).filter((error) => error?.code === 'TOO_MANY_ATTEMPTS');
    expect(refused).toHaveLength(120);
    for (const error of refused) expect(error?.retryAfterSeconds).toBeLessThanOrEqual(COMPANY_CHECK_LIMIT.windowSeconds);
  });
});
