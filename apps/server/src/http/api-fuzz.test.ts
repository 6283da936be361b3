import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, carts, companies, menuCategories, menuConfigurations, menuItems, restaurants } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES, DEMO_PIN } from '../db/seed';
import { TEST_DRIVERS } from '../db/testing';
import { hashPin } from '../lib/passwords';
import { schema } from '../schema';
import {
  buildFuzzRequest,
  findFuzzTargets,
  findRootFields,
  sendFuzzRequest,
  type FuzzedScalar,
  type FuzzRequest,
  type FuzzTarget,
} from '../testing/api-fuzz';
import type { KnownValues } from '../testing/graphql-values';
import { startTestApi, type GraphQLResponse, type TestApi } from '../testing/test-api';

// Every String, ID, Int, Float and File a client chooses, in every query and mutation (found in the schema, so a new
// operation joins by itself), gets hostile values as each role: no answer may be a server error (docs/security.md).
// Each target is tried with the fixed hostile values below plus RANDOM_RUNS values drawn by fast-check.
const RANDOM_RUNS = 3;
const TARGETS = findFuzzTargets(schema);
const ROOT_FIELDS = findRootFields(schema);

const cursorAt = (offset: string) => Buffer.from(`offset:${offset}`).toString('base64url');

const HOSTILE: Record<FuzzedScalar, readonly unknown[]> = {
  String: [
    'a\u0000b',
    '\uD800',
    'x\uDC00y',
    'é'.repeat(10_000),
    'not-a-uuid',
    "' OR '1'='1' --",
    '%_\\',
    '🍕👩‍🍳',
    '',
    cursorAt('99999999999999999999'),
    '2026-02-30',
  ],
  ID: ['a\u0000b', '\uD800', 'not-a-uuid', '-1', '99999999999999999999'],
  Int: [0, -1, 2_147_483_647, -2_147_483_648],
  Float: [1e308, -1e308, -1, 5e-324, 1e12],
  File: ['not a file', 1, { name: 'photo.png', size: 1 }],
};

const RANDOM: Record<FuzzedScalar, fc.Arbitrary<unknown>> = {
  String: fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.uuid(),
    fc.string({ minLength: 2_000, maxLength: 10_000 }),
  ),
  ID: fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.integer().map(String)),
  Int: fc.integer(),
  Float: fc.double({ noNaN: true, noDefaultInfinity: true }),
  File: fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.integer(),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 })),
  ),
};

type RoleKey = 'company' | 'manager' | 'admin';
const ROLES: readonly RoleKey[] = ['company', 'manager', 'admin'];

const describeTarget = ({ operation, field, path }: FuzzTarget) => `${operation} ${field.name}(${path.join('.')})`;

function serverErrors(response: GraphQLResponse): unknown[] {
  const failed = response.status >= 500 ? [`HTTP ${response.status}`] : [];
  return [
    ...failed,
    ...(response.body.errors ?? []).filter(
      (error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR' || error.extensions?.code === 'NOT_JSON',
    ),
  ];
}

describe.each(TEST_DRIVERS)('every argument of the API, fuzzed (%s)', (driver) => {
  let api: TestApi;
  let png: Blob;
  const sessions = new Map<RoleKey, { token: string; accountId: number; known: KnownValues }>();
  let requests = 0;

  async function signIn(role: RoleKey) {
    const { email, password } = DEMO_ACCOUNTS[role];
    const token = await api.signIn(email, password);
    const [account] = await api.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    if (!account) throw new Error(`No account ${email}`);
    return { token, accountId: account.id };
  }

  // Real ids of the company the role works for, by argument name, so that the other arguments reach past their checks.
  async function knownValues(): Promise<KnownValues> {
    const { db } = api.database;
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, DEMO_COMPANY_NAMES.burger));
    if (!company) throw new Error('No demo company');
    const [restaurant] = await db
      .select({ id: restaurants.id, uuid: restaurants.uuid })
      .from(restaurants)
      .where(eq(restaurants.companyId, company.id))
      .limit(1);
    const [cart] = await db
      .select({ id: carts.id, uuid: carts.uuid, displayId: carts.displayId })
      .from(carts)
      .where(eq(carts.companyId, company.id))
      .orderBy(desc(carts.id))
      .limit(1);
    const [menu] = await db
      .select({ configurationId: menuConfigurations.id, itemId: menuItems.id, categoryId: menuCategories.id })
      .from(menuConfigurations)
      .innerJoin(menuItems, eq(menuItems.configurationId, menuConfigurations.id))
      .innerJoin(menuCategories, eq(menuCategories.configurationId, menuConfigurations.id))
      .where(and(eq(menuConfigurations.companyId, company.id)))
      .limit(1);
    if (!restaurant || !cart || !menu) throw new Error('The demo seed lacks a restaurant, an order or a menu');
    const today = new Date().toISOString().slice(0, 10);
    return {
      restaurants: [restaurant.uuid],
      restaurant: restaurant.uuid,
      restaurantUuid: restaurant.uuid,
      restaurantUUID: restaurant.uuid,
      company: company.id,
      companyId: company.id,
      companys: [company.id],
      cart: cart.id,
      cartId: cart.id,
      cartUuid: cart.uuid,
      orderId: cart.displayId,
      menuConfigurationId: menu.configurationId,
      itemId: menu.itemId,
      fromDate: today,
      toDate: today,
      uuid: randomUUID(),
      email: 'fuzz@example.test',
    };
  }

  beforeAll(async () => {
    api = await startTestApi(driver, {}, { checkStoreCredentials: async () => 'accepted' });
    await api.database.db.update(accounts).set({ pinHash: await hashPin(DEMO_PIN) });
    png = new Blob(
      [
        new Uint8Array(
          await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2e86de' } })
            .png()
            .toBuffer(),
        ),
      ],
      { type: 'image/png' },
    );
    const known = await knownValues();
    for (const role of ROLES) sessions.set(role, { ...(await signIn(role)), known });
  });
  afterAll(async () => {
    console.info(
      `API fuzz (${driver}): ${TARGETS.length} targets in ${ROOT_FIELDS.length} operations, ${requests} requests`,
    );
    await api?.close();
  });

  // A fuzzed mutation may end the session (lockPin, a logout): each target starts signed in, with the PIN open.
  async function freshSession(role: RoleKey) {
    const session = sessions.get(role);
    if (!session) throw new Error(`No session for ${role}`);
    await api.database.db
      .update(accounts)
      .set({ pinSessionUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(accounts.id, session.accountId));
    const probe = await api.graphql('{ me { uuid } }', { token: session.token });
    if (probe.body.errors) sessions.set(role, { ...session, ...(await signIn(role)) });
    return sessions.get(role) ?? session;
  }

  async function send(role: RoleKey, request: FuzzRequest): Promise<GraphQLResponse> {
    const session = sessions.get(role);
    if (!session) throw new Error(`No session for ${role}`);
    requests += 1;
    // Each request from its own address, so that the per-address limits answer TOO_MANY_ATTEMPTS less often.
    const clientAddress = `10.${requests % 250}.${Math.floor(requests / 250) % 250}.${Math.floor(Math.random() * 250)}`;
    return sendFuzzRequest(request, {
      graphqlUrl: api.graphqlUrl,
      token: session.token,
      clientAddress,
      file: async () => png,
    });
  }

  describe.each(ROLES)('as %s', (role) => {
    it.each(ROOT_FIELDS.map((root) => [`${root.operation} ${root.field.name}`, root] as const))(
      '%s with its required arguments',
      async (_name, root) => {
        const { known } = await freshSession(role);
        const request = buildFuzzRequest(root, known);
        expect({ request, errors: serverErrors(await send(role, request)) }).toEqual({ request, errors: [] });
      },
    );

    it.each(TARGETS.map((target) => [describeTarget(target), target] as const))(
      '%s with hostile values',
      async (_name, target) => {
        const { known } = await freshSession(role);
        await fc.assert(
          fc.asyncProperty(RANDOM[target.scalar], async (value) => {
            const request = buildFuzzRequest(target, known, { path: target.path, value });
            expect(serverErrors(await send(role, request))).toEqual([]);
          }),
          // fast-check counts the examples among the runs; a failure is reported as found (shrinking 10,000-character
          // strings would take minutes).
          {
            numRuns: HOSTILE[target.scalar].length + RANDOM_RUNS,
            examples: HOSTILE[target.scalar].map((value) => [value]),
            endOnFailure: true,
          },
        );
      },
    );
  });

  it('is still up and answering after the fuzzing', async () => {
    const health = await fetch(`${api.url}/healthz`);
    expect(health.status).toBe(200);
    expect((await api.graphql('{ connected }')).body).toEqual({ data: { connected: false } });
  });
});
