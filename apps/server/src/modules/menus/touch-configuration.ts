import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuConfigurations } from '../../db/schema';

/**
 * Marks a configuration changed (MenuConfiguration.updatedAt), so the menu maker shows it differs from what was
 * published.
 */
export async function touchConfiguration(db: Db, configurationId: number, now: Date): Promise<void> {
  await db.update(menuConfigurations).set({ updatedAt: now }).where(eq(menuConfigurations.id, configurationId));
}
