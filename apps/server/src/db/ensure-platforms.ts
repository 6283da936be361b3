import { PLATFORM_CODES, PLATFORMS } from '@comptoir/domain';
import type { Db } from './client';
import { platforms } from './schema';

/** Makes sure the six platforms exist with their current name, colour and picture. Safe to run at every start. */
export async function ensurePlatforms(db: Db): Promise<void> {
  const rows = PLATFORM_CODES.map((code) => {
    const platform = PLATFORMS[code];
    return { code, name: platform.label, color: platform.color, picture: platform.picture };
  });
  for (const row of rows) {
    await db
      .insert(platforms)
      .values(row)
      .onConflictDoUpdate({
        target: platforms.code,
        set: { name: row.name, color: row.color, picture: row.picture },
      });
  }
}
