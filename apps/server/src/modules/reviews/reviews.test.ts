import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, platformCalls, platforms, restaurants, reviews } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { aReview } from './testing/a-review';

const REVIEWS = `query($first: Int, $after: String, $rating: Int, $withResponse: Boolean, $restaurants: [String!], $platforms: [PlatformName!],
  $fromDate: String, $toDate: String) {
  getReviews(first: $first, after: $after, rating: $rating, withResponse: $withResponse, restaurants: $restaurants, platforms: $platforms,
    fromDate: $fromDate, toDate: $toDate) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { uuid rating price orderNumber workflowUuid message giftPrice comment reviewAt withResponse replyStatus platform
      restaurant { uuid title } client { platformId firstName picture } } }
  }
}`;

const REPLY = `mutation($workflowUUID: String!, $eaterUUID: String!, $restaurantUUID: String!, $promotion: ReviewPromotionInput, $message: String!) {
  review(workflowUUID: $workflowUUID, eaterUUID: $eaterUUID, restaurantUUID: $restaurantUUID, promotion: $promotion, message: $message) {
    uuid message giftPrice withResponse replyStatus
  }
}`;

type ReviewNode = {
  uuid: string;
  rating: number;
  platform: string;
  message: string | null;
  giftPrice: number | null;
  withResponse: boolean;
  replyStatus: string | null;
  reviewAt: string;
};
type ReviewPage = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: ReviewNode }[];
};

// A week of March 2025 that the demo seed never reaches: the reviews written here are the only ones in it.
const WEEK = { fromDate: '2025-03-10', toDate: '2025-03-16' };
const at = (day: number, hour: number) => new Date(Date.UTC(2025, 2, day, hour));

describe.each(TEST_DRIVERS)('reviews (%s)', (driver) => {
  let api: TestApi;
  const tokens = { company: '', basic: '', admin: '', manager: '' };
  const burger: Record<string, string> = {};
  const pizza: Record<string, string> = {};

  beforeAll(async () => {
    api = await startTestApi(driver);
    for (const key of Object.keys(tokens) as (keyof typeof tokens)[])
      tokens[key] = await api.signIn(DEMO_ACCOUNTS[key].email, DEMO_ACCOUNTS[key].password);
    const rows = await api.database.db
      .select({ uuid: restaurants.uuid, platform: platforms.code, company: companies.name })
      .from(restaurants)
      .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
      .innerJoin(companies, eq(companies.id, restaurants.companyId));
    for (const row of rows) (row.company === DEMO_COMPANY_NAMES.burger ? burger : pizza)[row.platform] = row.uuid;
  });
  afterAll(async () => {
    await api?.close();
  });

  const list = async (variables: Record<string, unknown>, token = tokens.company) => {
    const result = await api.graphql(REVIEWS, { token, variables: { ...WEEK, ...variables } });
    return { page: result.body.data?.getReviews as ReviewPage | undefined, errors: result.body.errors };
  };
  const reply = (variables: Record<string, unknown>, token = tokens.company) =>
    api.graphql(REPLY, { token, variables });
  const uberEats = () => burger.PLATFORM_UBER_EAT ?? '';

  it('lists the company’s reviews of the period newest first, page by page, and never another company’s', async () => {
    const older = await aReview(api.database.db, uberEats(), { reviewAt: at(11, 9), rating: 4 });
    const newer = await aReview(api.database.db, burger.PLATFORM_GLOVO ?? '', {
      reviewAt: at(12, 9),
      rating: 2,
      comment: null,
    });
    await aReview(api.database.db, pizza.PLATFORM_UBER_EAT ?? '', { reviewAt: at(12, 10) });

    const first = await list({ first: 1 });
    expect(first.errors).toBeUndefined();
    expect(first.page?.totalCount).toBe(2);
    expect(first.page?.edges.map((edge) => edge.node.uuid)).toEqual([newer.uuid]);
    expect(first.page?.edges[0]?.node).toMatchObject({
      rating: 2,
      withResponse: false,
      message: null,
      replyStatus: null,
      platform: 'PLATFORM_GLOVO',
    });
    const second = await list({ first: 1, after: first.page?.pageInfo.endCursor });
    expect(second.page?.edges.map((edge) => edge.node.uuid)).toEqual([older.uuid]);
    expect(second.page?.pageInfo.hasNextPage).toBe(false);

    // The pizza company's review of the same week is not among the two.
    expect(first.page?.edges.concat(second.page?.edges ?? []).map((edge) => edge.node.platform)).toEqual([
      'PLATFORM_GLOVO',
      'PLATFORM_UBER_EAT',
    ]);
  });

  it('keeps only the reviews of the stars asked for, and answered or not as asked', async () => {
    const uuid = burger.PLATFORM_DELIVEROO ?? '';
    const range = { fromDate: '2025-03-13', toDate: '2025-03-13' };
    const one = await aReview(api.database.db, uuid, { reviewAt: at(13, 8), rating: 1 });
    const answered = await aReview(api.database.db, uuid, {
      reviewAt: at(13, 9),
      rating: 5,
      message: 'Merci !',
      repliedAt: at(13, 10),
    });
    const open = await aReview(api.database.db, uuid, { reviewAt: at(13, 11), rating: 5 });

    const ids = async (variables: Record<string, unknown>) =>
      (await list({ ...range, ...variables })).page?.edges.map((edge) => edge.node.uuid);
    expect(await ids({ rating: 1 })).toEqual([one.uuid]);
    expect(await ids({ rating: 5 })).toEqual([open.uuid, answered.uuid]);
    expect(await ids({ withResponse: true })).toEqual([answered.uuid]);
    expect(await ids({ withResponse: false })).toEqual([open.uuid, one.uuid]);
    expect(await ids({ rating: 5, withResponse: false })).toEqual([open.uuid]);
    expect(await ids({ restaurants: [uberEats()] })).toEqual([]);
  });

  it.each([
    ['a rating of 6 stars', { rating: 6 }],
    ['a malformed date', { fromDate: '2025-02-30x' }],
    ['a period that ends before it starts', { fromDate: '2025-03-16', toDate: '2025-03-10' }],
    ['a restaurant that is not a uuid', { restaurants: ['DB-UE'] }],
    ['a made-up cursor', { after: 'bm90LWEtY3Vyc29y' }],
  ])('refuses %s with a clear error', async (_name, variables) => {
    const { errors } = await list(variables);
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is refused to accounts without the review service, as the screen is', async () => {
    for (const token of [tokens.basic, tokens.admin, tokens.manager])
      expect((await list({}, token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await list({}, '')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('records a reply with its promotion once, says the marketplace has no reply API, and refuses a second reply', async () => {
    const review = await aReview(api.database.db, uberEats(), { reviewAt: at(14, 9), rating: 2 });
    const variables = {
      workflowUUID: review.workflowUuid,
      eaterUUID: review.client.platformId,
      restaurantUUID: uberEats(),
      promotion: { token: 'TIER_2' },
      message: '  Désolés, voici 10 € pour la prochaine.  ',
    };
    const first = await reply(variables);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data?.review).toMatchObject({
      message: 'Désolés, voici 10 € pour la prochaine.',
      giftPrice: 10,
      withResponse: true,
      replyStatus: 'RECORDED_ONLY',
    });

    const [call] = await api.database.db
      .select()
      .from(platformCalls)
      .innerJoin(reviews, eq(reviews.replyCallId, platformCalls.id))
      .where(eq(reviews.id, review.id));
    expect(call?.platform_calls).toMatchObject({
      action: 'review.reply',
      status: 'unsupported',
      lastError: 'Uber Eats offers no API to answer reviews: the reply is kept in Comptoir only',
    });

    const second = await reply({ ...variables, promotion: { token: 'TIER_3' }, message: 'Autre réponse' });
    expect(second.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(second.body.errors?.[0]?.message).toMatch(/already been answered/);
    const [stored] = await api.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(stored).toMatchObject({ message: 'Désolés, voici 10 € pour la prochaine.', giftPrice: 10 });
  });

  it('queues the reply for GET RESTO, Comptoir’s own channel, with the promotion in minor units', async () => {
    const uuid = burger.PLATFORM_GET_RESTO ?? '';
    const review = await aReview(api.database.db, uuid, { reviewAt: at(14, 10) });
    const result = await reply({
      workflowUUID: review.workflowUuid,
      eaterUUID: review.client.platformId,
      restaurantUUID: uuid,
      promotion: { token: 'TIER_1' },
      message: 'Merci !',
    });
    expect(result.body.data?.review).toMatchObject({ giftPrice: 5, replyStatus: 'PENDING' });
    // The newest GET RESTO reply: the demo seed's answered reviews have theirs too.
    const [call] = await api.database.db
      .select()
      .from(platformCalls)
      .where(and(eq(platformCalls.action, 'review.reply'), eq(platformCalls.platform, 'PLATFORM_GET_RESTO')))
      .orderBy(desc(platformCalls.id))
      .limit(1);
    expect(call).toMatchObject({
      status: 'pending',
      method: 'POST',
      path: `/reviews/${review.platformReviewId}/reply`,
      requestBody: {
        eaterId: review.client.platformId,
        message: 'Merci !',
        promotion: { tier: 'TIER_1', amount: 500 },
      },
    });
  });

  it('answers another company’s review exactly like a missing one, and stores nothing', async () => {
    const uuid = pizza.PLATFORM_UBER_EAT ?? '';
    const review = await aReview(api.database.db, uuid, { reviewAt: at(15, 9) });
    const result = await reply({
      workflowUUID: review.workflowUuid,
      eaterUUID: review.client.platformId,
      restaurantUUID: uuid,
      message: 'Merci',
    });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [stored] = await api.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(stored?.message).toBeNull();
    expect(
      (
        await reply(
          {
            workflowUUID: review.workflowUuid,
            eaterUUID: review.client.platformId,
            restaurantUUID: uuid,
            message: 'Merci',
          },
          tokens.basic,
        )
      ).body.errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
  });

  it.each([
    ['an empty message', { message: '   ' }],
    ['an eater who did not write the review', { eaterUUID: 'someone-else' }],
    ['a restaurant that is not a uuid', { restaurantUUID: 'DB-UE' }],
  ])('refuses a reply with %s', async (_name, change) => {
    const review = await aReview(api.database.db, uberEats(), { reviewAt: at(15, 12) });
    const result = await reply({
      workflowUUID: review.workflowUuid,
      eaterUUID: review.client.platformId,
      restaurantUUID: uberEats(),
      message: 'Merci',
      ...change,
    });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const [stored] = await api.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(stored?.message).toBeNull();
  });

  it('gives each restaurant its rating periods, derived from its reviews', async () => {
    const [template] = await api.database.db.select().from(restaurants).where(eq(restaurants.uuid, uberEats()));
    if (!template) throw new Error('No Uber Eats restaurant');
    const [extra] = await api.database.db
      .insert(restaurants)
      .values({
        companyId: template.companyId,
        platformId: template.platformId,
        title: 'Demo Burger Nation',
        platformStoreId: 'ratings-test-store',
      })
      .returning();
    const uuid = extra?.uuid ?? '';
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000 - 60_000);
    for (const [rating, days] of [
      [5, 1],
      [4, 2],
      [1, 10],
      [3, 40],
      [5, 200],
    ] as const)
      await aReview(api.database.db, uuid, { rating, reviewAt: daysAgo(days) });

    const result = await api.graphql(
      `query { restaurants(search: "Demo Burger Nation") { edges { node { uuid ratings { period avgRating count tier_1 tier_2 tier_3 tier_4 tier_5 } } } } }`,
      { token: tokens.company },
    );
    const node = (
      result.body.data?.restaurants as { edges: { node: { uuid: string; ratings: unknown[] } }[] }
    ).edges.find((edge) => edge.node.uuid === uuid)?.node;
    expect(node?.ratings).toEqual([
      { period: 'LAST_7_DAYS', avgRating: 4.5, count: 2, tier_1: 0, tier_2: 0, tier_3: 0, tier_4: 1, tier_5: 1 },
      { period: 'LAST_30_DAYS', avgRating: 3.33, count: 3, tier_1: 1, tier_2: 0, tier_3: 0, tier_4: 1, tier_5: 1 },
      { period: 'LAST_90_DAYS', avgRating: 3.25, count: 4, tier_1: 1, tier_2: 0, tier_3: 1, tier_4: 1, tier_5: 1 },
      { period: 'ALL', avgRating: 3.6, count: 5, tier_1: 1, tier_2: 0, tier_3: 1, tier_4: 1, tier_5: 2 },
    ]);
  });
});
