import { lineRow } from '@comptoir/domain';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accounts,
  cartCustomisations,
  cartLines,
  carts,
  companies,
  printerRestaurants,
  restaurants,
} from '../../db/schema';
import { accountLanguage } from '../languages';
import { orderLineOfRows, readOrderVat } from '../orders';
import type { TicketOrder } from './ticket-order';

/** Everything a ticket prints about one order, or null when there is no such order. Scope is the caller's. */
export async function loadTicketOrder(db: Db, cartId: number): Promise<TicketOrder | null> {
  const [row] = await db
    .select({
      cart: carts,
      restaurantTitle: restaurants.title,
      timezone: restaurants.timezone,
      currency: accounts.currency,
      lang: accounts.lang,
      companyAddress: companies.adresse,
    })
    .from(carts)
    .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId))
    .innerJoin(companies, eq(companies.id, carts.companyId))
    .innerJoin(accounts, eq(accounts.id, companies.accountId))
    .where(eq(carts.id, cartId))
    .limit(1);
  if (!row) return null;
  const { cart } = row;
  const lines = await db.select().from(cartLines).where(eq(cartLines.cartId, cart.id)).orderBy(asc(cartLines.position));
  const customisations = lines.length
    ? await db
        .select()
        .from(cartCustomisations)
        .where(
          inArray(
            cartCustomisations.cartLineId,
            lines.map((line) => line.id),
          ),
        )
        .orderBy(asc(cartCustomisations.cartLineId), asc(cartCustomisations.position))
    : [];
  // A restaurant may print on several printers; the ticket URL names none, so the first custom title set wins.
  const [customTitle] = await db
    .select({ title: printerRestaurants.customTitlePrint })
    .from(printerRestaurants)
    .where(and(eq(printerRestaurants.restaurantId, cart.restaurantId), isNotNull(printerRestaurants.customTitlePrint)))
    .orderBy(asc(printerRestaurants.printerId))
    .limit(1);

  return {
    cartId: cart.id,
    companyId: cart.companyId,
    restaurantTitle: row.restaurantTitle,
    timezone: row.timezone,
    currency: row.currency,
    // The company's stored language, else its country's: a French kitchen that never chose keeps its French tickets
    // (docs/printing-tickets.md#language).
    lang: accountLanguage({ lang: row.lang, country: row.companyAddress?.country }),
    customTitle: customTitle?.title?.trim() || null,
    platform: cart.platform,
    displayId: cart.displayId,
    fulfillmentType: cart.fulfillmentType,
    paymentMethod: cart.paymentMethod,
    createdAt: cart.createdAt,
    livredAt: cart.livredAt,
    client: cart.client ? { firstName: cart.client.firstName, lastName: cart.client.lastName } : null,
    lines: lines.map((line) => ({
      ...lineRow(orderLineOfRows(line, customisations)),
      category: line.category,
      specialInstructions: line.specialInstructions,
      allergyInstructions: line.allergyInstructions,
    })),
    specialInstructions: cart.specialInstructions,
    deliveryInstructions: cart.deliveryInstructions,
    deliveryLocation: cart.deliveryLocation,
    isSingleUseItemsIncluded: cart.isSingleUseItemsIncluded,
    subtotal: cart.subtotal,
    promo: cart.promo,
    deliveryPrice: cart.deliveryPrice,
    tips: cart.tips,
    total: cart.total,
    vat: (await readOrderVat(db, [cart])).get(cart.id) ?? [],
  };
}
