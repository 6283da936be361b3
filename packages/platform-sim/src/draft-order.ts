import type { FulfillmentType, PlatformCode } from '@comptoir/domain';
import {
  CATALOGUE,
  COURIER_NAMES,
  DELIVERY_NOTES,
  FIRST_NAMES,
  LAST_NAMES,
  ORDER_NOTES,
  STREETS,
  VEHICLES,
  type CatalogueGroup,
} from './catalogue';
import type { Random } from './random';

// One order as the simulated customer placed it, before each platform dresses it in its own format.
// Money in euro cents. A modifier's quantity is per unit of its parent.
export type DraftModifier = {
  id: string;
  title: string;
  groupId: string;
  groupTitle: string;
  unitPrice: number;
  quantity: number;
  modifiers: DraftModifier[];
};

export type DraftLine = {
  instanceId: string;
  itemId: string;
  title: string;
  category: string;
  unitPrice: number;
  quantity: number;
  vatPercent: number;
  note: string | null;
  modifiers: DraftModifier[];
};

type DraftAddress = {
  street: string;
  postcode: string;
  city: string;
  latitude: number;
  longitude: number;
  instructions: string | null;
};
type DraftCourier = { name: string; phone: string; vehicle: (typeof VEHICLES)[number] };

export type DraftOrder = {
  platform: PlatformCode;
  storeId: string;
  fulfillmentType: FulfillmentType;
  placedAt: Date;
  /** Set on about one order in ten: the customer ordered for later. */
  scheduledFor: Date | null;
  customer: { firstName: string; lastName: string; phone: string; phoneCode: string };
  /** The customer's address, for deliveries only. */
  address: DraftAddress | null;
  /** The platform's courier, for platform-delivered orders only. */
  courier: DraftCourier | null;
  lines: DraftLine[];
  note: string | null;
  cutlery: boolean;
  paymentMethod: 'CARD' | 'CASH';
  currency: 'EUR';
  subtotal: number;
  promo: number;
  deliveryFee: number;
  serviceFee: number;
  tip: number;
  /** What the customer pays: subtotal − promo + deliveryFee + serviceFee + tip. */
  total: number;
};

const DELIVERED_TYPES: readonly FulfillmentType[] = ['DELIVERY', 'DELIVERY_THIRD_PARTY'];

/** Per unit of the parent: the modifier's own price and its children's, times its quantity. */
export function modifierAmount(modifier: DraftModifier): number {
  return (
    modifier.quantity * (modifier.unitPrice + modifier.modifiers.reduce((sum, child) => sum + modifierAmount(child), 0))
  );
}

/** A line's total with every modifier, every quantity included. */
export function lineTotal(line: DraftLine): number {
  return line.quantity * (line.unitPrice + line.modifiers.reduce((sum, modifier) => sum + modifierAmount(modifier), 0));
}

export function createDraftOrder(
  random: Random,
  input: {
    platform: PlatformCode;
    storeId: string;
    fulfillmentType: FulfillmentType;
    now: Date;
    platformDelivers: boolean;
  },
): DraftOrder {
  const lines = Array.from({ length: random.int(1, 4) }, () => createLine(random));
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const delivered = DELIVERED_TYPES.includes(input.fulfillmentType);
  const deliveryFee = delivered ? random.pick([0, 149, 199, 249, 299]) : 0;
  // Only the marketplaces charge the customer a service fee; GET RESTO and Click N Collect are the restaurant's own.
  const marketplace = input.platform !== 'PLATFORM_GET_RESTO' && input.platform !== 'PLATFORM_CLICK_N_COLLECT';
  const serviceFee = marketplace && random.chance(0.5) ? Math.min(299, Math.round(subtotal * 0.05)) : 0;
  // Glovo's order has no tip field: its tips go to the courier, outside the restaurant's order.
  const tip =
    delivered && input.platform !== 'PLATFORM_GLOVO' && random.chance(0.35) ? random.pick([100, 150, 200, 300]) : 0;
  const promo = random.chance(0.3) ? Math.min(subtotal, random.pick([300, 500, Math.round(subtotal * 0.2)])) : 0;
  const firstName = random.pick(FIRST_NAMES);
  const street = random.pick(STREETS);
  return {
    platform: input.platform,
    storeId: input.storeId,
    fulfillmentType: input.fulfillmentType,
    placedAt: input.now,
    scheduledFor: random.chance(0.1) ? new Date(input.now.getTime() + random.int(45, 180) * 60_000) : null,
    customer: {
      firstName,
      lastName: random.pick(LAST_NAMES),
      phone: `+33 1 ${random.digits(2)} ${random.digits(2)} ${random.digits(2)} ${random.digits(2)}`,
      phoneCode: random.digits(6),
    },
    address: delivered ? { ...street, instructions: random.chance(0.6) ? random.pick(DELIVERY_NOTES) : null } : null,
    courier:
      delivered && input.platformDelivers
        ? {
            name: random.pick(COURIER_NAMES),
            phone: `+33 6 ${random.digits(2)} ${random.digits(2)} ${random.digits(2)} ${random.digits(2)}`,
            vehicle: random.pick(VEHICLES),
          }
        : null,
    lines,
    note: random.chance(0.4) ? random.pick(ORDER_NOTES) : null,
    cutlery: random.chance(0.3),
    paymentMethod: input.platform === 'PLATFORM_GLOVO' && random.chance(0.2) ? 'CASH' : 'CARD',
    currency: 'EUR',
    subtotal,
    promo,
    deliveryFee,
    serviceFee,
    tip,
    total: subtotal - promo + deliveryFee + serviceFee + tip,
  };
}

function createLine(random: Random): DraftLine {
  const item = random.pick(CATALOGUE);
  return {
    instanceId: random.uuid(),
    itemId: item.id,
    title: item.title,
    category: item.category,
    unitPrice: item.price,
    quantity: random.chance(0.25) ? 2 : 1,
    vatPercent: item.vatPercent,
    note: random.chance(0.15) ? random.pick(ORDER_NOTES) : null,
    modifiers: chooseModifiers(random, item.groups),
  };
}

function chooseModifiers(random: Random, groups: readonly CatalogueGroup[]): DraftModifier[] {
  return groups.flatMap((group) => {
    const count = random.int(group.min, Math.min(group.max, group.min + 1));
    const options = random.shuffle(group.options).slice(0, count);
    return options.map((option) => ({
      id: option.id,
      title: option.title,
      groupId: group.id,
      groupTitle: group.title,
      unitPrice: option.price,
      quantity: group.id === 'mg-sauces' && random.chance(0.3) ? 2 : 1,
      modifiers: chooseModifiers(random, option.groups ?? []),
    }));
  });
}
