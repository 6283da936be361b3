import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platforms, type PlatformRow } from '../../db/schema';

export function listPlatforms(db: Db): Promise<PlatformRow[]> {
  return db.select().from(platforms).orderBy(asc(platforms.id));
}
