import type { Db } from '../client';
import type { DemoSeedContext } from './seed-context';

/** Demo marketing: built with issue 5/7. Returns how many rows were written. */
export async function insertDemoMarketing(_db: Db, _context: DemoSeedContext): Promise<number> {
  return 0;
}
