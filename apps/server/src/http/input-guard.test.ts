import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed';
import { TEST_DRIVERS } from '../db/testing';
import { startTestApi, type GraphQLResponse, type TestApi } from '../testing/test-api';

// The pentest's server errors, each refused at the edge as BAD_USER_INPUT with what is wrong and where.
describe.each(TEST_DRIVERS)('arguments checked before any resolver (%s)', (driver) => {
  let api: TestApi;
  let company: string;
  beforeAll(async () => {
    api = await startTestApi(driver);
    company = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
  });
  afterAll(async () => {
    await api?.close();
  });

  const refusal = (result: GraphQLResponse) => ({ data: result.body.data ?? null, error: result.body.errors?.[0] });

  it('refuses a restaurant that is no uuid in activeOrders', async () => {
    const result = await api.graphql('query($r: [String!]) { activeOrders(restaurants: $r) { created { id } } }', {
      token: company,
      variables: { r: ['x'] },
    });
    expect(refusal(result)).toMatchObject({
      data: null,
      error: {
        message: 'restaurants must be restaurant uuids',
        extensions: { code: 'BAD_USER_INPUT', argument: 'Query.activeOrders(restaurants)' },
      },
    });
  });

  it.each([
    [
      'in a variable',
      'query($search: String) { companys(search: $search) { totalCount } }',
      { search: 'pizza\u0000' },
      'Query.companys(search)',
    ],
    [
      'written in the document',
      'query { companys(search: "pizza\\u0000") { totalCount } }',
      {},
      'Query.companys(search)',
    ],
    [
      'in an input object in a list',
      'mutation($days: [ScheduleDayInput!]!, $r: String!) { schedule(restaurantUuid: $r, input: $days) { __typename } }',
      { r: randomUUID(), days: [{ dayOfWeek: 1, timePeriods: [{ startTime: '10:00\u0000', endTime: '12:00' }] }] },
      'TimePeriodInput.startTime',
    ],
  ])('refuses a NUL character %s', async (_where, query, variables, argument) => {
    const result = await api.graphql(query, { token: company, variables });
    expect(refusal(result)).toMatchObject({ data: null, error: { extensions: { code: 'BAD_USER_INPUT', argument } } });
    expect(result.body.errors?.[0]?.message).toMatch(/cannot contain a NUL character/);
  });

  it('refuses a NUL character in the e-mail of a sign-in, before any account is looked up', async () => {
    const result = await api.graphql(
      'mutation { login(email: "admin@demo.comptoir.test\\u0000", password: "x") { token } }',
    );
    expect(refusal(result)).toMatchObject({
      data: null,
      error: { extensions: { code: 'BAD_USER_INPUT', argument: 'Mutation.login(email)' } },
    });
  });

  it.each([['\uD800'], ['a\uDC00b']])('refuses half of a surrogate pair (%j) in itemInternalTitle', async (title) => {
    const result = await api.graphql('mutation($title: String) { itemInternalTitle(id: 1, title: $title) { id } }', {
      token: company,
      variables: { title },
    });
    expect(refusal(result)).toMatchObject({
      data: null,
      error: {
        message: 'title cannot contain a NUL character or half of a surrogate pair',
        extensions: { code: 'BAD_USER_INPUT' },
      },
    });
  });

  it('keeps whole surrogate pairs: emoji are text like any other', async () => {
    const result = await api.graphql('query($search: String) { companys(search: $search) { totalCount } }', {
      token: company,
      variables: { search: '🍕' },
    });
    expect(result.body.errors).toBeUndefined();
  });

  it.each([[1e308], [-1e308], [101], [5e-324]])('refuses a battery level of %d', async (batteryLevel) => {
    const result = await api.graphql('mutation($input: DeviceInput!) { device(input: $input) }', {
      token: company,
      variables: { input: { uuid: randomUUID(), batteryLevel } },
    });
    expect(refusal(result)).toMatchObject({
      data: null,
      error: { message: 'batteryLevel must be a number from 0 to 100', extensions: { code: 'BAD_USER_INPUT' } },
    });
  });

  it('refuses a page cursor beyond any offset', async () => {
    const after = Buffer.from('offset:99999999999999999999').toString('base64url');
    const result = await api.graphql('query($after: String) { restaurants(after: $after) { totalCount } }', {
      token: company,
      variables: { after },
    });
    expect(refusal(result)).toMatchObject({
      data: null,
      error: { message: 'Invalid cursor', extensions: { code: 'BAD_USER_INPUT' } },
    });
  });
});
