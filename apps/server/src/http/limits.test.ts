import { print, typeFromAST, validate, type GraphQLInputType, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed';
import { TEST_DRIVERS } from '../db/testing';
import { MAX_PAGE_SIZE } from '../lib/pagination';
import { schema } from '../schema';
import { exampleValue } from '../testing/graphql-values';
import { startTestApi, type TestApi } from '../testing/test-api';
import { readWebDocuments, type WebDocument } from '../testing/web-documents';
import { QUERY_LIMITS } from './limits';
import { estimateQueryCost } from './query-cost';

const WEB_DOCUMENTS = readWebDocuments();

// The variables the web app may send at most: the largest page wherever it names one.
function largestVariables({ document }: WebDocument): Record<string, unknown> {
  const operation = document.definitions[0] as OperationDefinitionNode;
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map(({ variable, type }) => [
      variable.name.value,
      exampleValue(typeFromAST(schema, type) as GraphQLInputType, variable.name.value, {
        first: MAX_PAGE_SIZE,
        limit: MAX_PAGE_SIZE,
      }),
    ]),
  );
}

// The reported abuse: every menu configuration's menus and categories, nested eight lists deep, under 15 aliases.
function nestedMenus(): string {
  let selection = 'id title';
  for (let level = 0; level < 7; level += 1)
    selection = level % 2 === 0 ? `menus { ${selection} }` : `categories { ${selection} }`;
  const aliases = Array.from({ length: QUERY_LIMITS.maxAliases }, (_, index) => `m${index}: menus { ${selection} }`);
  return `{ ${aliases.join(' ')} }`;
}

describe('the web app’s documents', () => {
  it('are all found', () => {
    expect(WEB_DOCUMENTS.length).toBeGreaterThan(50);
  });

  it.each(WEB_DOCUMENTS.map((web) => [`${web.name} (${web.file})`, web] as const))(
    '%s matches the schema and costs less than the limit',
    (_name, web) => {
      expect(validate(schema, web.document).map((error) => error.message)).toEqual([]);
      expect(estimateQueryCost({ schema, document: web.document, variables: largestVariables(web) })).toBeLessThan(
        QUERY_LIMITS.maxCost,
      );
    },
  );
});

describe.each(TEST_DRIVERS)('query limits (%s)', (driver) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi(driver);
    token = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  });
  afterAll(async () => {
    await api?.close();
  });

  function nestedRestaurants(depth: number): string {
    let selection = 'id';
    for (let level = 0; level < depth; level += 1) {
      selection = level % 2 === 0 ? `restaurants { ${selection} }` : `company { ${selection} }`;
    }
    return `{ restaurants(first: 1) { edges { node { ${selection} } } } }`;
  }

  it('accepts a realistic query', async () => {
    const result = await api.graphql(nestedRestaurants(4), { token });
    expect(result.body.errors).toBeUndefined();
  });

  it('refuses a query nested deeper than the limit, with a clear error', async () => {
    const result = await api.graphql(nestedRestaurants(QUERY_LIMITS.maxDepth), { token });
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors?.[0]?.message).toMatch(/depth limit of 10 exceeded/i);
    expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses more aliases than the limit', async () => {
    const aliases = Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, index) => `a${index}: connected`).join(' ');
    const result = await api.graphql(`{ ${aliases} }`, { token });
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors?.[0]?.message).toMatch(/aliases limit of 15 exceeded/i);
  });

  it('accepts the tablet start-up query with a literal page of 100 restaurants', async () => {
    const result = await api.graphql(
      `{ connected me { uuid email roles } switchedUser { uuid } platforms { id name color picture }
        restaurants(first: 100) { totalCount edges { node { id uuid title label phone adresse city postalCode latitude longitude
          etat deliveryMode manualDisputeHandling comissionInvoicing timezone preparationTime fulfillmentType
          platform { id name color picture } platformData { hasLoginPassword tabletLogin tabletPass drn restaurantId hexagonIDs }
          restaurantKOM { loginToken isConnected isOrderable isAutoPausedUntil enabled isBusyUntil isVisible statusReason
            deliveryZoneName deliveryZoneColor } } } } }`,
      { token },
    );
    expect(result.body.errors).toBeUndefined();
  });

  it('refuses a query whose estimated cost is over the limit', async () => {
    const page =
      'restaurants(first: 100) { edges { node { id title company { restaurants { id title platform { id name color } } } } } }';
    const aliased = Array.from({ length: QUERY_LIMITS.maxAliases }, (_, index) => `r${index}: ${page}`).join(' ');
    const result = await api.graphql(`{ ${aliased} }`, { token });
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors?.[0]?.message).toMatch(new RegExp(`cost limit of ${QUERY_LIMITS.maxCost} exceeded`, 'i'));
    expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('counts a page asked through a variable as asked', async () => {
    const query =
      'query($first: Int) { a: restaurants(first: $first) { edges { node { id company { restaurants { id title platform { id name color } } } } } } }';
    const aliased = query.replace(
      /a: (.*) }$/,
      (_match, field: string) =>
        `${Array.from({ length: QUERY_LIMITS.maxAliases }, (_, index) => `r${index}: ${field}`).join(' ')} }`,
    );
    const small = await api.graphql(aliased, { token, variables: { first: 1 } });
    expect(small.body.errors).toBeUndefined();
    const large = await api.graphql(aliased, { token, variables: { first: MAX_PAGE_SIZE } });
    expect(large.body.errors?.[0]?.message).toMatch(/cost limit/i);
  });

  it('refuses lists without `first` nested many levels deep under aliases', async () => {
    const company = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    const result = await api.graphql(nestedMenus(), { token: company });
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors?.[0]?.message).toMatch(new RegExp(`cost limit of ${QUERY_LIMITS.maxCost} exceeded`, 'i'));
    expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  // Subscriptions are streamed (text/event-stream): their cost is checked above, with the other documents.
  it('lets every query and mutation the web app sends through its limits', async () => {
    for (const web of WEB_DOCUMENTS.filter(
      ({ document }) => (document.definitions[0] as OperationDefinitionNode).operation !== 'subscription',
    )) {
      const result = await api.graphql(print(web.document), { token, variables: largestVariables(web) });
      const refusals = (result.body.errors ?? []).filter((error) => /limit of \d+ exceeded/i.test(error.message));
      expect({ document: web.name, refusals }).toEqual({ document: web.name, refusals: [] });
    }
  });

  it('refuses batched requests', async () => {
    const response = await fetch(api.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify([{ query: '{ connected }' }, { query: '{ connected }' }]),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
  });

  it('does not suggest field names to a prober', async () => {
    const result = await api.graphql('{ restaurant { id } }', { token });
    expect(result.body.errors?.[0]?.message).not.toMatch(/did you mean/i);
  });
});
