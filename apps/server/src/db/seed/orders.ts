import type { OrderStatus, PlatformCode } from '@comptoir/domain';
import type { Faker } from '@faker-js/faker';
import type { CartCourier, NewCartRow } from '../schema';
import { BURGER_MENU } from './burger-menu';
import { buildOrderContent, type LineDraft } from './order-content';
import {
  createCouriers,
  createCustomers,
  DELIVERY_INSTRUCTIONS,
  ORDER_INSTRUCTIONS,
  pickCustomerIndex,
  type Customer,
} from './people';
import { PIZZA_MENU } from './pizza-menu';
import { closingStatus, createOrderIds, isDeliveredByRestaurant, isDelivery, PLATFORM_RULES } from './platform-rules';
import type { SeededRestaurant } from './restaurants';
import { localDateOf, shiftLocalDate, weekdayOf, zonedInstant } from '@comptoir/domain';

export type CartDraft = { row: NewCartRow & { uuid: string; createdAt: Date }; lines: LineDraft[]; photo: boolean };

export type GenerateOrdersOptions = {
  now: Date;
  days: number;
  /** Restaurants whose company has printers: their accepted orders get printed. */
  printingRestaurantIds: ReadonlySet<number>;
};

const MINUTE_MS = 60_000;
// Sunday first, as Date.getUTCDay counts.
const WEEKDAY_FACTORS = [1.1, 0.8, 0.85, 0.95, 1, 1.25, 1.35];

type RestaurantContext = {
  restaurant: SeededRestaurant;
  customers: Customer[];
  couriers: CartCourier[];
  riders: CartCourier[];
  ordersByCustomer: Map<number, number>;
};

function normal(faker: Faker, mean: number, sd: number): number {
  const u = 1 - faker.number.float();
  const v = faker.number.float();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Minutes after local midnight: lunch and dinner peaks, a quiet afternoon. */
function orderMinute(faker: Faker, pizza: boolean): number {
  const moment = faker.helpers.weightedArrayElement([
    { value: 'lunch', weight: 44 },
    { value: 'dinner', weight: 48 },
    { value: 'afternoon', weight: 8 },
  ] as const);
  const minute =
    moment === 'lunch'
      ? normal(faker, 12 * 60 + 45, 40)
      : moment === 'dinner'
        ? normal(faker, pizza ? 20 * 60 + 30 : 20 * 60, 55)
        : faker.number.float({ min: 15 * 60, max: 18 * 60 });
  return Math.min(23 * 60 + 15, Math.max(11 * 60, minute));
}

function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + Math.round(minutes * MINUTE_MS));
}

function promoFor(faker: Faker, subtotal: number, lines: readonly LineDraft[]): number {
  const kind = faker.helpers.arrayElement(['percent', 'fixed', 'free-item'] as const);
  if (kind === 'percent') return Math.min(800, Math.round(subtotal * 0.2));
  if (kind === 'fixed') return subtotal >= 1500 ? faker.helpers.arrayElement([300, 500]) : Math.round(subtotal * 0.1);
  return Math.min(subtotal, ...lines.map((line) => line.price));
}

type Sequences = Record<PlatformCode, number>;

function buildCart(
  faker: Faker,
  ctx: RestaurantContext,
  sequences: Sequences,
  createdAt: Date,
  options: GenerateOrdersOptions,
): CartDraft | null {
  const { restaurant } = ctx;
  const rules = PLATFORM_RULES[restaurant.platform];
  const fulfillmentType = faker.helpers.weightedArrayElement(rules.fulfillment);
  const paymentMethod = faker.helpers.weightedArrayElement(rules.payment(fulfillmentType));
  const delivered = isDelivery(fulfillmentType);
  const byRestaurant = isDeliveredByRestaurant(fulfillmentType);
  const menu = restaurant.company === 'pizza' ? PIZZA_MENU : BURGER_MENU;

  const { lines, subtotal } = buildOrderContent(faker, menu);
  const promo = faker.number.float() < rules.promoRate ? promoFor(faker, subtotal, lines) : 0;
  const deliveryPrice = byRestaurant && subtotal < 3000 ? faker.helpers.arrayElement([250, 390]) : 0;
  const tips =
    delivered && faker.number.float() < rules.tipRate ? faker.helpers.arrayElement([100, 150, 200, 300, 500]) : 0;
  const total = subtotal - promo + deliveryPrice + tips;

  const roll = faker.number.float();
  const status: OrderStatus =
    roll < 0.035 ? 'CANCELED' : roll < 0.05 ? 'DENIED' : closingStatus(restaurant.platform, fulfillmentType);
  const closed = status === 'COMPLETED' || status === 'FINISHED';

  const basePreparation = restaurant.company === 'pizza' ? 20 : 15;
  const preparationTime = Math.max(5, basePreparation + faker.helpers.arrayElement([-5, 0, 0, 0, 5, 10]));
  const scheduledFor =
    status !== 'DENIED' && faker.number.float() < 0.04
      ? new Date(
          Math.ceil(addMinutes(createdAt, faker.number.int({ min: 60, max: 150 })).getTime() / (15 * MINUTE_MS)) *
            15 *
            MINUTE_MS,
        )
      : null;
  const acceptedAt =
    status === 'DENIED' || (status === 'CANCELED' && faker.number.float() < 0.4)
      ? null
      : addMinutes(createdAt, faker.number.float({ min: 0.3, max: 4 }));
  const cookingStart = scheduledFor ? addMinutes(scheduledFor, -preparationTime - 10) : acceptedAt;
  const readyAt =
    closed && cookingStart ? addMinutes(cookingStart, preparationTime + faker.number.float({ min: -4, max: 6 })) : null;
  const livredAt = readyAt
    ? addMinutes(
        readyAt,
        delivered ? faker.number.float({ min: 10, max: 35 }) : faker.number.float({ min: 1, max: 12 }),
      )
    : null;
  const canceledAt = closed
    ? null
    : addMinutes(
        createdAt,
        status === 'DENIED' ? faker.number.float({ min: 1, max: 4 }) : faker.number.float({ min: 5, max: 25 }),
      );
  const printedAt =
    acceptedAt && options.printingRestaurantIds.has(restaurant.id)
      ? new Date(acceptedAt.getTime() + faker.number.int({ min: 3_000, max: 12_000 }))
      : null;
  const lastChange = livredAt ?? canceledAt ?? createdAt;
  if (lastChange > options.now) return null;

  const customerIndex = pickCustomerIndex(faker, ctx.customers.length);
  const customer = ctx.customers[customerIndex];
  if (!customer) throw new Error('Customer pool is empty.');
  const orderCount = (ctx.ordersByCustomer.get(customerIndex) ?? 0) + 1;
  ctx.ordersByCustomer.set(customerIndex, orderCount);

  const courser = delivered && closed ? faker.helpers.arrayElement(byRestaurant ? ctx.riders : ctx.couriers) : null;
  const platformFee = closed ? Math.round(((subtotal - promo) * rules.commissionPurcent) / 100) : 0;
  const vatPlatformFee = Math.round(platformFee * 0.2);
  const paidOnline = paymentMethod !== 'PAYMENT_CASH';
  sequences[restaurant.platform] += 1;
  const ids = createOrderIds(faker, restaurant.platform, sequences[restaurant.platform]);
  const isLarger = subtotal > 6000;

  return {
    photo: closed && faker.number.float() < (restaurant.company === 'burger' ? 0.07 : 0.03),
    lines,
    row: {
      uuid: faker.string.uuid(),
      companyId: restaurant.companyId,
      restaurantId: restaurant.id,
      platform: restaurant.platform,
      platformId: ids.platformId,
      displayId: ids.displayId,
      status,
      fulfillmentType,
      paymentMethod,
      livredAt,
      specialInstructions: faker.number.float() < 0.12 ? faker.helpers.arrayElement(ORDER_INSTRUCTIONS) : null,
      deliveryInstructions:
        delivered && faker.number.float() < 0.25 ? faker.helpers.arrayElement(DELIVERY_INSTRUCTIONS) : null,
      isSingleUseItemsIncluded: faker.number.float() < 0.35,
      isLarger,
      runnerIsReady: closed,
      isPayed: paidOnline || closed,
      subtotal,
      promo,
      deliveryPrice,
      tips,
      total,
      orderCount,
      fulfillmentComment: closed
        ? null
        : faker.helpers.arrayElement(
            status === 'DENIED'
              ? ['Restaurant fermé', 'Trop de commandes en cours']
              : ['Rupture de stock', 'Client injoignable', 'Annulée par la plateforme'],
          ),
      vatPlatformPurcent: 20,
      platformPurcent: rules.commissionPurcent,
      vatPlatformFee,
      platformFee,
      // What the restaurant is owed for the order once the platform's commission and its VAT are taken.
      payement: closed ? total - platformFee - vatPlatformFee : 0,
      voucher: paymentMethod === 'PAYMENT_VOUCHER' ? total : 0,
      refund: !closed && paidOnline ? total : 0,
      rushJob:
        restaurant.platform === 'PLATFORM_UBER_EAT' && fulfillmentType === 'DELIVERY'
          ? { uuid: faker.string.uuid(), response: null }
          : null,
      couriersNumber: isLarger && delivered ? 2 : 1,
      deliveryLocation: delivered ? customer.location : null,
      client: customer.client,
      courser,
      preparationTime,
      scheduledFor,
      acceptedAt,
      readyAt,
      printedAt,
      canceledAt,
      createdAt,
      updatedAt: lastChange,
    },
  };
}

/** Every order of the last `days` local days up to `now`, oldest first, for each restaurant. */
export function generateDemoCarts(
  faker: Faker,
  restaurants: readonly SeededRestaurant[],
  options: GenerateOrdersOptions,
): CartDraft[] {
  const sequences: Sequences = {
    PLATFORM_UBER_EAT: 0,
    PLATFORM_DELIVEROO: 0,
    PLATFORM_JUST_EAT: 0,
    PLATFORM_GLOVO: 0,
    PLATFORM_CLICK_N_COLLECT: 0,
    PLATFORM_GET_RESTO: 0,
  };
  const contexts = restaurants.map((restaurant): RestaurantContext => ({
    restaurant,
    customers: createCustomers(faker, restaurant.platform, restaurant, restaurant.dailyOrders * 25),
    couriers: createCouriers(faker, 40),
    riders: createCouriers(faker, 3),
    ordersByCustomer: new Map(),
  }));
  const drafts: CartDraft[] = [];
  for (const ctx of contexts) {
    const today = localDateOf(options.now, ctx.restaurant.timezone);
    for (let daysAgo = options.days - 1; daysAgo >= 0; daysAgo -= 1) {
      const date = shiftLocalDate(today, daysAgo);
      const factor = (WEEKDAY_FACTORS[weekdayOf(date)] ?? 1) * faker.number.float({ min: 0.7, max: 1.3 });
      const count = Math.max(1, Math.round(ctx.restaurant.dailyOrders * factor));
      const minutes = Array.from({ length: count }, () => orderMinute(faker, ctx.restaurant.company === 'pizza')).sort(
        (a, b) => a - b,
      );
      for (const minute of minutes) {
        const cart = buildCart(faker, ctx, sequences, zonedInstant(date, minute, ctx.restaurant.timezone), options);
        if (cart) drafts.push(cart);
      }
    }
  }
  return drafts;
}
