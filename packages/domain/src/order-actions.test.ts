import { describe, expect, it } from 'vitest';
import { FULFILLMENT_TYPES, type FulfillmentType } from './fulfillment';
import {
  availableActions,
  canPerform,
  ORDER_ACTIONS,
  resultingRunnerIsReady,
  resultingStatus,
  showReadyButton,
  type OrderAction,
  type OrderFacts,
} from './order-actions';
import { ORDER_STATUSES, type OrderStatus } from './order-status';
import { PLATFORM_CODES, type PlatformCode } from './platforms';

// Expectations written from docs/orders.md#actions "Order actions", one row per action, as explicit lists.
type Expectation = {
  statuses: readonly OrderStatus[];
  platforms: readonly PlatformCode[];
  fulfillments: readonly FulfillmentType[];
  /** Extra (platform, fulfilment) pairs allowed beyond the cross product above. */
  alsoPairs?: readonly (readonly [PlatformCode, FulfillmentType])[];
  runnerMustNotBeReady?: boolean;
};

const ALL_PLATFORMS = PLATFORM_CODES;
const ALL_FULFILLMENTS = FULFILLMENT_TYPES;
const NOT_DELIVEROO: readonly PlatformCode[] = [
  'PLATFORM_UBER_EAT',
  'PLATFORM_JUST_EAT',
  'PLATFORM_GLOVO',
  'PLATFORM_CLICK_N_COLLECT',
  'PLATFORM_GET_RESTO',
];

const EXPECTED: Record<Exclude<OrderAction, 'rateCourier'>, Expectation> = {
  accept: {
    statuses: ['CREATED', 'SCHEDULED_ORDER_CREATED'],
    platforms: ALL_PLATFORMS,
    fulfillments: ALL_FULFILLMENTS,
  },
  ready: { statuses: ['ACCEPTED', 'CONFIRMED'], platforms: ALL_PLATFORMS, fulfillments: ALL_FULFILLMENTS },
  run: {
    statuses: ['ACCEPTED', 'CONFIRMED', 'READY_FOR_PICKUP'],
    platforms: ALL_PLATFORMS,
    fulfillments: ALL_FULFILLMENTS,
    runnerMustNotBeReady: true,
  },
  inTransit: { statuses: ['ACCEPTED', 'CONFIRMED'], platforms: ALL_PLATFORMS, fulfillments: ['DELIVERY_THIRD_PARTY'] },
  delivered: {
    statuses: ['ACCEPTED', 'CONFIRMED', 'READY_FOR_PICKUP', 'IN_TRANSIT'],
    platforms: ['PLATFORM_JUST_EAT', 'PLATFORM_GLOVO', 'PLATFORM_CLICK_N_COLLECT', 'PLATFORM_GET_RESTO'],
    fulfillments: ALL_FULFILLMENTS,
    alsoPairs: [['PLATFORM_UBER_EAT', 'PICKUP']],
  },
  cancel: { statuses: ['ACCEPTED', 'CONFIRMED'], platforms: ['PLATFORM_UBER_EAT'], fulfillments: ALL_FULFILLMENTS },
  extraCouriers: {
    statuses: ['ACCEPTED', 'CONFIRMED', 'READY_FOR_PICKUP'],
    platforms: NOT_DELIVEROO,
    fulfillments: ['DELIVERY'],
  },
  extraPreparation: { statuses: ['ACCEPTED', 'CONFIRMED'], platforms: NOT_DELIVEROO, fulfillments: ALL_FULFILLMENTS },
  print: { statuses: ORDER_STATUSES, platforms: ALL_PLATFORMS, fulfillments: ALL_FULFILLMENTS },
  uploadPhoto: {
    statuses: [
      'ACCEPTED',
      'CONFIRMED',
      'READY_FOR_PICKUP',
      'CREATED',
      'SCHEDULED_ORDER_CREATED',
      'SCHEDULED_ORDER_ACCEPTED',
    ],
    platforms: ALL_PLATFORMS,
    fulfillments: ALL_FULFILLMENTS,
  },
};

function expectedAllowed(action: keyof typeof EXPECTED, order: OrderFacts): boolean {
  const row = EXPECTED[action];
  if (!row.statuses.includes(order.status)) return false;
  if (row.runnerMustNotBeReady && order.runnerIsReady === true) return false;
  const inCross = row.platforms.includes(order.platform) && row.fulfillments.includes(order.fulfillmentType);
  const inPairs = (row.alsoPairs ?? []).some(([p, f]) => p === order.platform && f === order.fulfillmentType);
  return inCross || inPairs;
}

const RUNNER_STATES = [true, false, null] as const;

const everyOrder: OrderFacts[] = ORDER_STATUSES.flatMap((status) =>
  PLATFORM_CODES.flatMap((platform) =>
    FULFILLMENT_TYPES.flatMap((fulfillmentType) =>
      RUNNER_STATES.map((runnerIsReady) => ({ status, platform, fulfillmentType, runnerIsReady })),
    ),
  ),
);

describe('canPerform over every status × platform × fulfilment × runner state', () => {
  it('covers the full product', () => {
    expect(everyOrder).toHaveLength(15 * 6 * 5 * 3);
  });

  for (const action of Object.keys(EXPECTED) as (keyof typeof EXPECTED)[]) {
    it(`${action} matches the table of docs/orders.md`, () => {
      const mismatches = everyOrder
        .filter((order) => canPerform(action, order) !== expectedAllowed(action, order))
        .map((o) => `${o.status}/${o.platform}/${o.fulfillmentType}/${String(o.runnerIsReady)}`);
      expect(mismatches).toEqual([]);
    });
  }

  it('never offers courier rating without a rush job, whatever the state', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const offered = everyOrder.filter((order) =>
      canPerform('rateCourier', { ...order, createdAt: '2026-03-10T11:00:00Z' }, now),
    );
    expect(offered).toEqual([]);
  });
});

describe('a few orders read straight from the rules', () => {
  const base: OrderFacts = {
    status: 'ACCEPTED',
    platform: 'PLATFORM_UBER_EAT',
    fulfillmentType: 'DELIVERY',
    runnerIsReady: false,
  };

  it.each<[string, OrderFacts, OrderAction[]]>([
    ['new Uber Eats order', { ...base, status: 'CREATED' }, ['accept', 'print', 'uploadPhoto']],
    [
      'accepted Uber Eats delivery',
      base,
      ['ready', 'run', 'cancel', 'extraCouriers', 'extraPreparation', 'print', 'uploadPhoto'],
    ],
    [
      'accepted Uber Eats pickup can be closed by the restaurant',
      { ...base, fulfillmentType: 'PICKUP' },
      ['ready', 'run', 'delivered', 'cancel', 'extraPreparation', 'print', 'uploadPhoto'],
    ],
    [
      'accepted Deliveroo delivery: no cancel, no couriers, no extra time, no delivered',
      { ...base, platform: 'PLATFORM_DELIVEROO' },
      ['ready', 'run', 'print', 'uploadPhoto'],
    ],
    [
      'Glovo third-party delivery handed to the runner',
      {
        ...base,
        platform: 'PLATFORM_GLOVO',
        fulfillmentType: 'DELIVERY_THIRD_PARTY',
        status: 'READY_FOR_PICKUP',
        runnerIsReady: true,
      },
      ['delivered', 'print', 'uploadPhoto'],
    ],
    ['completed order can only be printed', { ...base, status: 'COMPLETED' }, ['print']],
  ])('%s', (_name, order, actions) => {
    expect(availableActions(order, new Date('2026-03-10T12:00:00Z'))).toEqual(actions);
  });
});

describe('courier rating', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const order: OrderFacts = {
    status: 'COMPLETED',
    platform: 'PLATFORM_UBER_EAT',
    fulfillmentType: 'DELIVERY',
    runnerIsReady: true,
    hasRushJob: true,
    createdAt: '2026-03-09T12:00:01Z',
  };

  it.each<[string, Partial<OrderFacts>, boolean]>([
    ['just under 1440 minutes old with a rush job', {}, true],
    ['exactly 1440 minutes old', { createdAt: '2026-03-09T12:00:00Z' }, false],
    ['without a rush job', { hasRushJob: false }, false],
    ['already rated', { courierRated: true }, false],
    ['with no creation date', { createdAt: undefined }, false],
    ['with an unreadable creation date', { createdAt: 'yesterday' }, false],
  ])('%s → %s', (_name, patch, allowed) => {
    expect(canPerform('rateCourier', { ...order, ...patch }, now)).toBe(allowed);
  });
});

describe('resultingStatus and runnerIsReady', () => {
  const order: OrderFacts = {
    status: 'CONFIRMED',
    platform: 'PLATFORM_JUST_EAT',
    fulfillmentType: 'DELIVERY',
    runnerIsReady: false,
  };

  it.each<[OrderAction, OrderStatus, boolean | null]>([
    ['accept', 'ACCEPTED', false],
    ['ready', 'READY_FOR_PICKUP', true],
    ['run', 'READY_FOR_PICKUP', true],
    ['inTransit', 'IN_TRANSIT', false],
    ['delivered', 'COMPLETED', false],
    ['cancel', 'CANCELED', false],
    ['extraCouriers', 'CONFIRMED', false],
    ['extraPreparation', 'CONFIRMED', false],
    ['print', 'CONFIRMED', false],
    ['uploadPhoto', 'CONFIRMED', false],
    ['rateCourier', 'CONFIRMED', false],
  ])('%s → %s', (action, status, runnerIsReady) => {
    expect(resultingStatus(action, order)).toBe(status);
    expect(resultingRunnerIsReady(action, order)).toBe(runnerIsReady);
  });

  it('lists every action', () => {
    expect(ORDER_ACTIONS).toHaveLength(11);
  });
});

describe('showReadyButton', () => {
  it.each<[OrderStatus, boolean | null, boolean]>([
    ['ACCEPTED', false, true],
    ['CONFIRMED', null, true],
    ['READY_FOR_PICKUP', false, true],
    ['READY_FOR_PICKUP', true, false],
    ['ACCEPTED', true, false],
    ['CREATED', false, false],
    ['IN_TRANSIT', false, false],
    ['COMPLETED', null, false],
  ])('%s with runnerIsReady %s → %s', (status, runnerIsReady, shown) => {
    expect(showReadyButton({ status, runnerIsReady })).toBe(shown);
  });
});
