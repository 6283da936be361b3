import { isBusy } from '@comptoir/domain';
import { builder } from '../../builder';
import { toIsoString } from '../../lib/instants';
import { CallReasonRef } from '../../platforms/graphql/call-reason.graphql';
import { CompanyRef } from '../companies';
import { RestaurantRef } from '../restaurants';
import { performCompanyOperation } from './company-operation';
import { pauseRestaurant } from './pause-restaurant';
import { loadLastPlatformChanges, type PlatformChange } from './platform-changes';
import { recheckTabletCredentials, saveTabletCredentials } from './tablet-credentials';

const PlatformChangeRef = builder.objectRef<PlatformChange>('PlatformChange').implement({
  description:
    "What a platform really applied for a restaurant-level change (pause, busy mode, preparation time, delivery mode), from its partner API's answer.",
  fields: (t) => ({
    action: t.string({
      description: 'pause | unpause | busy | notBusy | preparationTime | deliveryMode',
      resolve: (change) => change.action,
    }),
    status: t.string({ description: 'pending | sent | failed | unsupported', resolve: (change) => change.status }),
    at: t.string({
      description: 'When the platform was told, ISO-8601 UTC.',
      resolve: (change) => change.at.toISOString(),
    }),
    message: t.exposeString('message', {
      nullable: true,
      description: "The platform's answer or refusal, when it gave one.",
    }),
    reason: t.field({
      description:
        'The same as message, as a code for screens to translate; null when there is none (or none recorded).',
      type: CallReasonRef,
      nullable: true,
      resolve: (change) => change.reason,
    }),
  }),
});

const DelayingOrderInput = builder.inputType('DelayingOrderInput', {
  description: 'Minutes, from the delay dialog choices; 0/0 turns busy mode off.',
  fields: (t) => ({
    preparationTime: t.int({
      required: true,
      description: 'Extra preparation time the platforms give each order, in minutes.',
    }),
    busyTime: t.int({ required: true, description: 'How long busy mode lasts, in minutes.' }),
  }),
});

builder.objectFields(RestaurantRef, (t) => ({
  isPaused: t.exposeBoolean('isPaused', { description: 'Paused by the operator in Comptoir.' }),
  pausedUntil: t.string({
    nullable: true,
    description: 'When a timed pause ends by itself, ISO-8601 UTC; null when not paused or paused until resumed.',
    resolve: (restaurant) => (restaurant.isPaused ? (restaurant.pausedUntil?.toISOString() ?? null) : null),
  }),
  lastPlatformChanges: t.loadableGroup({
    type: PlatformChangeRef,
    description:
      "The latest pause, busy-mode, preparation-time and delivery-mode changes sent to this restaurant's platform.",
    load: (restaurantIds: number[], context) => loadLastPlatformChanges(context.db, restaurantIds),
    group: (change) => change.restaurantId,
    resolve: (restaurant) => restaurant.id,
  }),
}));

builder.objectField(CompanyRef, 'isBusy', (t) =>
  t.boolean({
    description: 'Busy mode: delayingOrder lies in the future.',
    resolve: (node) => isBusy(toIsoString(node.company.delayingOrder), Date.now()),
  }),
);

builder.mutationFields((t) => ({
  companyOperation: t.withAuth({ signedIn: true }).field({
    type: CompanyRef,
    description:
      "The viewer's own company switches. pause: every restaurant but Just Eat's; delayingOrder: busy mode on, or off with 0/0. " +
      "Pause, busy mode and auto-accept need a PIN session when the page access asks the PIN for 'orders' (PIN_REQUIRED).",
    args: {
      autoAccept: t.arg.boolean(),
      autoPrint: t.arg.boolean(),
      pause: t.arg.boolean(),
      pauseUntil: t.arg.string({
        description:
          'With pause: true, when the pause ends by itself (ISO-8601, future, at most 7 days): PAUSE_UNTIL_PAST, PAUSE_UNTIL_TOO_FAR, PAUSE_UNTIL_INVALID.',
      }),
      pauseMinutes: t.arg.int({
        description:
          'With pause: true, the pause ends by itself after this many minutes, counted on the server clock (at most 7 days): PAUSE_UNTIL_TOO_FAR, PAUSE_UNTIL_INVALID.',
      }),
      pauseUntilOpening: t.arg.boolean({
        description:
          'With pause: true, each restaurant resumes at its first opening after today (its opening hours), else 06:00 local tomorrow.',
      }),
      delayingOrder: t.arg({ type: DelayingOrderInput }),
    },
    resolve: (_root, args, context) => performCompanyOperation(context, args),
  }),
  pauseRestaurant: t.withAuth({ signedIn: true }).field({
    type: RestaurantRef,
    description: 'Refused for Just Eat (BAD_USER_INPUT); PIN_REQUIRED like companyOperation.',
    args: { restaurantUuid: t.arg.string({ required: true }), pause: t.arg.boolean({ required: true }) },
    resolve: (_root, args, context) => pauseRestaurant(context, args.restaurantUuid, args.pause),
  }),
  restaurantLoginTabletCheck: t.withAuth({ signedIn: true }).field({
    type: RestaurantRef,
    description:
      'Re-checks the stored tablet credentials with the platform; updates platformData.hasLoginPassword and restaurantKOM.isConnected.',
    args: { restaurantUuid: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => recheckTabletCredentials(context, args.restaurantUuid),
  }),
  checkLoginPlatform: t.withAuth({ signedIn: true }).field({
    type: RestaurantRef,
    description: 'Saves the tablet credentials once the platform accepts them; WRONG_CREDENTIALS otherwise.',
    args: {
      restaurant: t.arg.string({ required: true }),
      tabletLogin: t.arg.string({ required: true }),
      tabletPassword: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) =>
      saveTabletCredentials(context, args.restaurant, args.tabletLogin, args.tabletPassword),
  }),
}));
