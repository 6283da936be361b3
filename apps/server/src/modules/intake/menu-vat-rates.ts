import { UNITEMISED_VAT_PERCENT } from '@comptoir/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemNameKey } from '../../lib/item-name-key';
import { menuConfigurations, menuItems } from '../../db/schema';
import type { NormalizedLine } from '../../platforms/normalized-order';

export type OrderLines = { restaurantId: number; lines: readonly NormalizedLine[] };

/**
 * The VAT rate of each line of each order, in order (docs/money.md#an-items-vat-rate): the platform's own when it sent
 * one, else the rate of the item in the restaurant's live menu, found by its id on the platform, else by its name;
 * else UNITEMISED_VAT_PERCENT. One query for every line of every order that needs the menu.
 */
export async function lineVatRates(tx: Db, orders: readonly OrderLines[]): Promise<number[][]> {
  const missing = orders.flatMap(({ restaurantId, lines }, order) =>
    lines.flatMap((line, position) => (line.item.vatPurcent === null ? [{ restaurantId, order, position, line }] : [])),
  );
  const fromMenu = new Map<string, number>();
  if (missing.length > 0) {
    const wanted = sql.join(
      missing.map(
        ({ restaurantId, order, position, line }) =>
          sql`(${order}::int, ${position}::int, ${restaurantId}::int, ${line.item.platformId}::text, ${line.item.title}::text)`,
      ),
      sql`, `,
    );
    // The id wins over the name; among items of the same name, the oldest, so the choice does not move.
    const { rows } = await tx.execute<{ order_index: unknown; position: unknown; vat: unknown }>(sql`
      select wanted.order_index, wanted.position, (
        select ${menuItems.vatPercent} from ${menuItems}
        inner join ${menuConfigurations} on ${menuConfigurations.id} = ${menuItems.configurationId}
        where ${menuConfigurations.restaurantId} = wanted.restaurant_id
          and (${menuItems.platformId} = nullif(wanted.item_id, '')
            or ${itemNameKey(sql`${menuItems.title}`)} = ${itemNameKey(sql`wanted.title`)})
        order by ${menuItems.platformId} = nullif(wanted.item_id, '') is true desc, ${menuItems.id}
        limit 1
      ) as vat
      from (values ${wanted}) as wanted(order_index, position, restaurant_id, item_id, title)`);
    for (const row of rows)
      if (row.vat !== null) fromMenu.set(`${Number(row.order_index)}:${Number(row.position)}`, Number(row.vat));
  }
  return orders.map(({ lines }, order) =>
    lines.map(
      (line, position) => line.item.vatPurcent ?? fromMenu.get(`${order}:${position}`) ?? UNITEMISED_VAT_PERCENT,
    ),
  );
}
