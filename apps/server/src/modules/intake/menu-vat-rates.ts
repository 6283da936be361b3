import { UNITEMISED_VAT_PERCENT } from '@comptoir/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemNameKey } from '../../lib/item-name-key';
import { menuConfigurations, menuItems } from '../../db/schema';
import type { NormalizedLine } from '../../platforms/normalized-order';

/**
 * The VAT rate of each line, in order (docs/money.md#an-items-vat-rate): the platform's own when it sent one, else
 * the rate of the item in the restaurant's live menu, found by its id on the platform, else by its name; else
 * UNITEMISED_VAT_PERCENT. One query for every line that needs the menu.
 */
export async function lineVatRates(tx: Db, restaurantId: number, lines: readonly NormalizedLine[]): Promise<number[]> {
  const missing = lines.flatMap((line, position) => (line.item.vatPurcent === null ? [{ line, position }] : []));
  const fromMenu = new Map<number, number>();
  if (missing.length > 0) {
    const wanted = sql.join(
      missing.map(
        ({ line, position }) => sql`(${position}::int, ${line.item.platformId}::text, ${line.item.title}::text)`,
      ),
      sql`, `,
    );
    // The id wins over the name; among items of the same name, the oldest, so the choice does not move.
    const { rows } = await tx.execute<{ position: unknown; vat: unknown }>(sql`
      select wanted.position, (
        select ${menuItems.vatPercent} from ${menuItems}
        inner join ${menuConfigurations} on ${menuConfigurations.id} = ${menuItems.configurationId}
        where ${menuConfigurations.restaurantId} = ${restaurantId}
          and (${menuItems.platformId} = nullif(wanted.item_id, '')
            or ${itemNameKey(sql`${menuItems.title}`)} = ${itemNameKey(sql`wanted.title`)})
        order by ${menuItems.platformId} = nullif(wanted.item_id, '') is true desc, ${menuItems.id}
        limit 1
      ) as vat
      from (values ${wanted}) as wanted(position, item_id, title)`);
    for (const row of rows) if (row.vat !== null) fromMenu.set(Number(row.position), Number(row.vat));
  }
  return lines.map((line, position) => line.item.vatPurcent ?? fromMenu.get(position) ?? UNITEMISED_VAT_PERCENT);
}
