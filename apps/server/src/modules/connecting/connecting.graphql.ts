import { routeRoles } from '@comptoir/domain';
import { inArray } from 'drizzle-orm';
import { builder } from '../../builder';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { toIsoString } from '../../lib/instants';
import { RestaurantConnectionRef, RestaurantRef } from '../restaurants';
import { loginPlatformCheck } from './login-platform-check';
import { countPendingRestaurants, listPendingRestaurants } from './pending-restaurants';
import { registerPendingRestaurant } from './register-restaurant';
import { approvePendingRestaurant, rejectPendingRestaurant } from './review-restaurant';

// Connecting a restaurant (docs/platforms.md#connecting): the wizard's calls and the account managers' review.

const registerAuth = { anyRole: [...routeRoles('restaurantNew'), ...routeRoles('companyRestaurantNew')] };
const reviewAuth = { anyRole: routeRoles('pendingRestaurants') };

const PlatformLoginCheckEnum = builder.enumType('PlatformLoginCheck', {
  description: 'What the platform says of a tablet login (docs/platforms.md#tablet-credentials).',
  values: {
    ACCEPTED: { value: 'accepted', description: 'The platform accepted the login and password.' },
    REFUSED: { value: 'refused', description: 'The platform refused them.' },
    UNVERIFIABLE: {
      value: 'unverifiable',
      description: 'The platform offers no way to check them: they can be saved, marked unverified.',
    },
  } as const,
});

// Who asked for the restaurant: a name for people, else the e-mail.
async function loadAccountNames(db: Db, ids: readonly number[]): Promise<(string | null)[]> {
  const rows = await db
    .select({ id: accounts.id, email: accounts.email, first: accounts.firstName, last: accounts.lastName })
    .from(accounts)
    .where(inArray(accounts.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, [row.first, row.last].filter(Boolean).join(' ') || row.email]));
  return ids.map((id) => byId.get(id) ?? null);
}

builder.objectFields(RestaurantRef, (t) => ({
  platformStoreId: t.exposeString('platformStoreId', {
    description:
      "The store's id on its platform (Uber Eats store UUID, Deliveroo site id…); Comptoir's own for GET RESTO and Click N Collect.",
  }),
  requestedBy: t.loadable({
    type: 'String',
    nullable: true,
    description: 'Who registered the restaurant through the wizard (a name, else an e-mail); null when unknown.',
    load: (ids: number[], context) => loadAccountNames(context.db, ids),
    resolve: (restaurant) => restaurant.requestedByAccountId,
  }),
  requestedAt: t.string({
    description: 'When the restaurant was registered, ISO-8601 UTC.',
    resolve: (restaurant) => restaurant.createdAt.toISOString(),
  }),
  reviewedAt: t.string({
    nullable: true,
    description:
      'When its account manager approved or rejected it, ISO-8601 UTC; null while pending or never reviewed.',
    resolve: (restaurant) => toIsoString(restaurant.reviewedAt),
  }),
}));

builder.mutationFields((t) => ({
  registerPendingRestaurant: t.withAuth(registerAuth).field({
    description:
      "Connects a company's store on a platform, checked with the platform first: PENDING for its account manager's review (Uber Eats, Deliveroo, Just Eat, Glovo), INTEGRATED at once for GET RESTO and Click N Collect. Refusals: RESTAURANT_NOT_FOUND, RESTAURANT_ALREADY_EXISTS, RESTAURANT_NOT_INTEGRATED, RESTAURANT_CREATION_FAILED, WRONG_CREDENTIALS, BAD_USER_INPUT with field.",
    type: RestaurantRef,
    args: {
      companyId: t.arg.int({ required: true, description: 'The company the restaurant belongs to.' }),
      platform: t.arg.string({ required: true, description: 'The PLATFORM_* code.' }),
      platformId: t.arg.string({
        description: "The store's id on the platform (Uber Eats UUID, Deliveroo site, Just Eat reference, Glovo id).",
      }),
      storeName: t.arg.string({ required: true, description: "The restaurant's name in Comptoir." }),
      brandId: t.arg.string({ description: "Deliveroo's brand id, when no hubUrl is given." }),
      login: t.arg.string({ description: 'The tablet login, checked with the platform and kept.' }),
      password: t.arg.string({ description: 'The tablet password, checked, kept encrypted and never read back.' }),
      isTabletLess: t.arg.boolean({ description: 'Without the platform tablet: no credentials are kept.' }),
      attachedToPOS: t.arg.boolean({ description: 'Whether the store is also attached to a till on the platform.' }),
      hubUrl: t.arg.string({
        description: 'Deliveroo: a Partner Hub address of the site; brand and site are read from it.',
      }),
      authorizationId: t.arg.string({ description: 'Uber Eats: the grant from "Connect with Uber".' }),
      applicationId: t.arg.int({
        description: 'GET RESTO: the application (linked to the company) pushing its orders.',
      }),
    },
    resolve: (_root, args, context) => registerPendingRestaurant(context, args),
  }),
  approvePendingRestaurant: t.withAuth(reviewAuth).field({
    description:
      'Approves a pending restaurant: it becomes INTEGRATED, its platform activation, menu and hours are queued, and the company is e-mailed. Once only: a reviewed restaurant answers RESTAURANT_ALREADY_REVIEWED.',
    type: RestaurantRef,
    args: { restaurantUuid: t.arg.string({ required: true, description: 'The pending restaurant.' }) },
    resolve: (_root, args, context) => approvePendingRestaurant(context, args.restaurantUuid),
  }),
  rejectPendingRestaurant: t.withAuth(reviewAuth).field({
    description: 'Rejects a pending restaurant with a reason the company sees and is e-mailed. Once only.',
    type: RestaurantRef,
    args: {
      restaurantUuid: t.arg.string({ required: true, description: 'The pending restaurant.' }),
      reason: t.arg.string({ required: true, description: 'Why, in words for the company.' }),
    },
    resolve: (_root, args, context) => rejectPendingRestaurant(context, args.restaurantUuid, args.reason),
  }),
  loginPlatformCheck: t.withAuth(registerAuth).field({
    description:
      'Asks the platform whether a tablet login and password are right, before the restaurant is registered. Rate-limited (TOO_MANY_ATTEMPTS). Real platforms publish no such check: UNVERIFIABLE.',
    type: PlatformLoginCheckEnum,
    args: {
      login: t.arg.string({ required: true, description: 'The tablet login.' }),
      password: t.arg.string({ required: true, description: 'The tablet password.' }),
      platform: t.arg.string({ required: true, description: 'The PLATFORM_* code.' }),
      platformId: t.arg.string({
        description: "The store's id on the platform; without it the answer is UNVERIFIABLE.",
      }),
    },
    resolve: (_root, args, context) => loginPlatformCheck(context, args),
  }),
}));

builder.queryFields((t) => ({
  pendingRestaurants: t.withAuth(reviewAuth).field({
    description:
      "Restaurants waiting for review, oldest first: an account manager's companies', all for administrators.",
    type: RestaurantConnectionRef,
    args: { first: t.arg.int(), after: t.arg.string() },
    resolve: (_root, args, context) => listPendingRestaurants(context, args),
  }),
  pendingRestaurantCount: t.withAuth({ signedIn: true }).int({
    description: 'How many restaurants wait for the viewer to review them; 0 for those who review none.',
    resolve: (_root, _args, context) =>
      reviewAuth.anyRole.some((role) => context.viewer.roles.includes(role)) ? countPendingRestaurants(context) : 0,
  }),
}));
