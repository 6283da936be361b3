import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { COMPANY_CHECK_LIMIT } from './check-company-exists';

type Connection<T> = { totalCount: number; edges: { node: T }[]; pageInfo: { hasNextPage: boolean } };
type CompanyNode = { id: number; name: string; email: string; restaurants: { title: string }[] };

describe.each(TEST_DRIVERS)('companies (%s)', (driver) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    api = await startTestApi(driver);
    for (const key of ['admin', 'manager', 'company', 'basic', 'app'] as const) {
      tokens[key] = await api.signIn(DEMO_ACCOUNTS[key].email, DEMO_ACCOUNTS[key].password);
    }
  });
  afterAll(async () => {
    await api?.close();
  });

  async function companys(token: string | undefined, variables: Record<string, unknown> = {}) {
    const result = await api.graphql(
      'query($first: Int, $after: String, $search: String) { companys(first: $first, after: $after, search: $search) { totalCount pageInfo { hasNextPage } edges { node { id name email restaurants { title } } } } }',
      { token, variables },
    );
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.companys as Connection<CompanyNode>;
  }

  it('lists the companies in the viewer scope, with their restaurants', async () => {
    const names = (connection: Connection<CompanyNode>) => connection.edges.map((edge) => edge.node.name);
    expect(names(await companys(tokens.admin))).toEqual([DEMO_COMPANY_NAMES.pizza, DEMO_COMPANY_NAMES.burger]);
    expect(names(await companys(tokens.manager))).toEqual([DEMO_COMPANY_NAMES.pizza, DEMO_COMPANY_NAMES.burger]);
    const own = await companys(tokens.company);
    expect(names(own)).toEqual([DEMO_COMPANY_NAMES.burger]);
    expect(own.edges[0]?.node.restaurants).toHaveLength(6);
    expect(names(await companys(tokens.basic))).toEqual([DEMO_COMPANY_NAMES.pizza]);
    expect(names(await companys(tokens.app))).toEqual([DEMO_COMPANY_NAMES.burger]);
  });

  it('searches companies by name and pages them', async () => {
    const found = await companys(tokens.admin, { search: 'burger' });
    expect(found.totalCount).toBe(1);
    const firstPage = await companys(tokens.admin, { first: 1 });
    expect(firstPage).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true } });
  });

  it('answers NOT_FOUND alike for a company out of scope and for a missing one', async () => {
    const pizza = (await companys(tokens.basic)).edges[0]?.node.id;
    const outOfScope = await api.graphql('query($id: Int!) { company(id: $id) { name } }', {
      token: tokens.company,
      variables: { id: pizza },
    });
    const missing = await api.graphql('query($id: Int!) { company(id: $id) { name } }', {
      token: tokens.company,
      variables: { id: 999_999 },
    });
    for (const result of [outOfScope, missing]) {
      expect(result.body.data).toEqual({ company: null });
      expect(result.body.errors?.[0]).toMatchObject({ message: 'Not found', extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('exposes no iban', async () => {
    const result = await api.graphql('{ companys { edges { node { iban } } } }', { token: tokens.admin });
    expect(result.body.errors?.[0]?.message).toMatch(/Cannot query field "iban"/);
  });

  it('searches companies and users for the switcher, capping a larger page instead of refusing it', async () => {
    const result = await api.graphql(
      'query($first: Int) { search(search: "demo", first: $first) { companys { totalCount edges { node { name } } } users { totalCount edges { node { email __typename } } } } }',
      { token: tokens.admin, variables: { first: 500 } },
    );
    expect(result.body.errors).toBeUndefined();
    const search = result.body.data?.search as {
      companys: Connection<{ name: string }>;
      users: Connection<{ email: string; __typename: string }>;
    };
    expect(search.companys.edges.map((edge) => edge.node.name)).toEqual([
      DEMO_COMPANY_NAMES.pizza,
      DEMO_COMPANY_NAMES.burger,
    ]);
    expect(search.users.edges.map((edge) => edge.node.email).sort()).toEqual(
      [DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.app.email, DEMO_ACCOUNTS.manager.email].sort(),
    );
    const onlyCompanies = await api.graphql(
      '{ search(onlyCampanies: true) { companys { totalCount } users { totalCount } } }',
      {
        token: tokens.admin,
      },
    );
    expect(onlyCompanies.body.data?.search).toEqual({ companys: { totalCount: 2 }, users: { totalCount: 0 } });
  });

  it('tells the sign-up form which identifiers are taken, and limits it per address', async () => {
    const query =
      'query($email: String) { companyCheckExist(email: $email, siren: "000000000") { email siren siret } }';
    const taken = await api.graphql(query, {
      variables: { email: DEMO_ACCOUNTS.company.email.toUpperCase() },
      clientAddress: '10.8.0.1',
    });
    expect(taken.body.data?.companyCheckExist).toEqual({ email: true, siren: false, siret: false });
    const free = await api.graphql(query, { variables: { email: 'new@example.test' }, clientAddress: '10.8.0.1' });
    expect(free.body.data?.companyCheckExist).toEqual({ email: false, siren: false, siret: false });
    for (let call = 3; call <= COMPANY_CHECK_LIMIT.limit; call += 1) {
      await api.graphql(query, { variables: { email: `n${call}@example.test` }, clientAddress: '10.8.0.1' });
    }
    const limited = await api.graphql(query, { variables: { email: 'late@example.test' }, clientAddress: '10.8.0.1' });
    expect(limited.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    const otherAddress = await api.graphql(query, {
      variables: { email: 'late@example.test' },
      clientAddress: '10.8.0.2',
    });
    expect(otherAddress.body.errors).toBeUndefined();
  });
});
