import { splitOrderVat, type OrderStatus } from '@comptoir/domain';
import type { CartRow, NewCartRow } from '../../db/schema';
import type { NormalizedCustomisation, NormalizedOrder } from '../../platforms/normalized-order';
import { vatSplitRows } from '../vat';

// The rows of a new order, built from what the intake holds in memory: one order or a batch's take the same rows
// (docs/architecture.md#intake).

export type IntakeRestaurant = { id: number; companyId: number };

type StatusTimes = Pick<CartRow, 'acceptedAt' | 'readyAt' | 'livredAt' | 'canceledAt'>;

const NO_TIMES: StatusTimes = { acceptedAt: null, readyAt: null, livredAt: null, canceledAt: null };

export function statusTimestamps(status: OrderStatus, cart: StatusTimes, now: Date): Partial<NewCartRow> {
  switch (status) {
    case 'ACCEPTED':
    case 'SCHEDULED_ORDER_ACCEPTED':
    case 'CONFIRMED':
      return { acceptedAt: cart.acceptedAt ?? now };
    case 'READY_FOR_PICKUP':
      return { readyAt: cart.readyAt ?? now, acceptedAt: cart.acceptedAt ?? now };
    case 'COMPLETED':
    case 'FINISHED':
      return { livredAt: cart.livredAt ?? now };
    case 'CANCELED':
    case 'DENIED':
    case 'REJECTED':
    case 'FAILED':
      return { canceledAt: cart.canceledAt ?? now };
    default:
      return {};
  }
}

export function cartValues(
  order: NormalizedOrder,
  restaurant: IntakeRestaurant,
  orderCount: number,
  now: Date,
): NewCartRow {
  return {
    companyId: restaurant.companyId,
    restaurantId: restaurant.id,
    platform: order.platform,
    platformId: order.platformOrderId,
    displayId: order.displayId,
    status: order.status,
    fulfillmentType: order.fulfillmentType,
    paymentMethod: order.paymentMethod,
    specialInstructions: order.specialInstructions,
    deliveryInstructions: order.deliveryInstructions,
    isSingleUseItemsIncluded: order.isSingleUseItemsIncluded,
    isPayed: order.isPayed,
    subtotal: order.subtotal,
    promo: order.promo,
    deliveryPrice: order.deliveryPrice,
    tips: order.tips,
    total: order.total,
    orderCount,
    vatPlatformPurcent: order.vatPlatformPurcent,
    platformPurcent: order.platformPurcent,
    vatPlatformFee: order.vatPlatformFee,
    platformFee: order.platformFee,
    // What the platform pays out: the order less its commission and the commission's VAT.
    payement: Math.max(0, order.total - order.platformFee - order.vatPlatformFee),
    voucher: order.voucher,
    rushJob: order.rushJob,
    deliveryLocation: order.deliveryLocation,
    client: order.client,
    courser: order.courser,
    preparationTime: order.preparationTime,
    scheduledFor: order.scheduledFor,
    ...statusTimestamps(order.status, NO_TIMES, now),
    createdAt: order.placedAt,
  };
}

/** A new order as written: its stored row, what it was built from, and each line's VAT rate (lineVatRates). */
export type NewOrder = { cart: CartRow; order: NormalizedOrder; vatRates: readonly number[] };

function rateOf(vatRates: readonly number[], position: number): number {
  const rate = vatRates[position];
  if (rate === undefined) throw new Error(`Line ${position} has no VAT rate`);
  return rate;
}

export function lineRows({ cart, order, vatRates }: NewOrder) {
  return order.lines.map((line, position) => ({
    cartId: cart.id,
    position,
    quantity: line.quantity,
    category: line.category,
    price: line.price,
    specialInstructions: line.specialInstructions,
    allergyInstructions: line.allergyInstructions,
    itemPlatformId: line.item.platformId,
    itemTitle: line.item.title,
    itemVatPurcent: rateOf(vatRates, position),
  }));
}

/** An option waiting for its row: its parent is named by the parent's position among its line's options. */
export type PendingCustomisation = {
  lineId: number;
  parentKey: number | null;
  position: number;
  customisation: NormalizedCustomisation;
};

/**
 * The options of a new order's lines, depth-first positions per line, grouped by nesting level so that one INSERT
 * per level gives each child its parent's id. `lineId` finds a line's stored id by its position.
 */
export function customisationLevels(
  order: NormalizedOrder,
  lineId: (position: number) => number,
): PendingCustomisation[][] {
  const levels: PendingCustomisation[][] = [];
  order.lines.forEach((line, linePosition) => {
    const id = lineId(linePosition);
    let position = 0;
    const walk = (customisations: NormalizedCustomisation[], depth: number, parentKey: number | null) => {
      for (const customisation of customisations) {
        const own = position++;
        (levels[depth] ??= []).push({ lineId: id, parentKey, position: own, customisation });
        walk(customisation.customisations, depth + 1, own);
      }
    };
    walk(line.customisations, 0, null);
  });
  return levels;
}

export function customisationRow(
  { lineId, parentKey, position, customisation }: PendingCustomisation,
  parentId: number | null,
) {
  return {
    cartLineId: lineId,
    parentId: parentKey === null ? null : parentId,
    position,
    quantity: customisation.quantity,
    price: customisation.price,
    unitPrice: customisation.unitPrice,
    itemPlatformId: customisation.item.platformId,
    itemTitle: customisation.item.title,
    customisationPlatformId: customisation.customisation.platformId,
    customisationExternalId: customisation.customisation.externalId,
    customisationTitle: customisation.customisation.title,
    groupPlatformId: customisation.group?.platformId ?? null,
    groupTitle: customisation.group?.title ?? null,
  };
}

/**
 * The new order's VAT split (docs/money.md#one-vat-split-per-order), from what intake holds in memory: the same
 * figures writeVatSplit reads back from the stored lines, without reading them on the busiest path.
 */
export function vatSplitRowsOf({ cart, order, vatRates }: NewOrder) {
  const optionsTotal = (customisations: readonly NormalizedCustomisation[]): number =>
    customisations.reduce((sum, option) => sum + option.price + optionsTotal(option.customisations), 0);
  const shares = splitOrderVat({
    total: cart.total,
    deliveryPrice: cart.deliveryPrice,
    tips: cart.tips,
    lines: order.lines.map((line, position) => ({
      vatPercent: rateOf(vatRates, position),
      amount: line.price * line.quantity + optionsTotal(line.customisations),
    })),
  });
  return vatSplitRows(cart.id, shares);
}
