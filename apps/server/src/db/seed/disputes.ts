import type { Db } from '../client';
import type { DemoSeedContext } from './seed-context';

/** Demo disputes: built with issue 5/7. Returns how many rows were written. */
export async function insertDemoDisputes(_db: Db, _context: DemoSeedContext): Promise<number> {
  return 0;
}
