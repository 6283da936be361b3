import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { platforms, restaurants } from '../../../db/schema';

/** `count` Glovo restaurants of the company waiting for review, as registration leaves them; their uuids. */
export async function createPendingRestaurants(db: Db, companyId: number, count: number): Promise<string[]> {
  const [glovo] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.code, 'PLATFORM_GLOVO'));
  if (!glovo) throw new Error('No Glovo platform');
  const rows = await db
    .insert(restaurants)
    .values(
      Array.from({ length: count }, (_, index) => ({
        companyId,
        platformId: glovo.id,
        title: `Pending ${index + 1}`,
        platformStoreId: `pending-${randomUUID()}`,
        integrationStatus: 'pending' as const,
        isTabletLess: true,
      })),
    )
    .returning({ uuid: restaurants.uuid });
  return rows.map((row) => row.uuid);
}
