import { randomBytes } from 'node:crypto';
import type { FulfillmentType, OrderStatus, PlatformCode } from '@comptoir/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { carts, companies, platforms, restaurants, type CartRow, type NewCartRow } from '../../../db/schema';
import { DEMO_COMPANY_NAMES } from '../../../db/seed';
import { writeVatSplit } from '../../vat/write-vat-split';

export type ACartOptions = Partial<Omit<NewCartRow, 'status' | 'platform' | 'fulfillmentType'>> & {
  status?: OrderStatus;
  platform?: PlatformCode;
  fulfillmentType?: FulfillmentType;
  company?: keyof typeof DEMO_COMPANY_NAMES;
};

/**
 * Inserts one order into a demo restaurant of that platform and company (Demo Burger Co unless told), with its VAT
 * split as an order without lines has it; a test that adds lines writes the split again (writeVatSplit).
 */
export async function aCart(db: Db, options: ACartOptions = {}): Promise<CartRow> {
  const {
    status = 'CREATED',
    platform = 'PLATFORM_UBER_EAT',
    fulfillmentType = 'DELIVERY',
    company = 'burger',
    ...values
  } = options;
  const [restaurant] = await db
    .select({ id: restaurants.id, companyId: restaurants.companyId })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .innerJoin(companies, eq(companies.id, restaurants.companyId))
    .where(and(eq(platforms.code, platform), eq(companies.name, DEMO_COMPANY_NAMES[company])))
    .limit(1);
  if (!restaurant) throw new Error(`No ${platform} restaurant for ${company}`);
  const platformId = `test-${randomBytes(8).toString('hex')}`;
  const [cart] = await db
    .insert(carts)
    .values({
      companyId: restaurant.companyId,
      restaurantId: restaurant.id,
      platform,
      platformId,
      displayId: platformId.slice(-8).toUpperCase(),
      status,
      fulfillmentType,
      subtotal: 1_500,
      total: 1_500,
      ...values,
    })
    .returning();
  if (!cart) throw new Error('Could not insert the cart');
  await writeVatSplit(db, cart.id);
  return cart;
}
