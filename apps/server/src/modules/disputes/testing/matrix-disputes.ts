import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { restaurants } from '../../../db/schema';
import type { DEMO_COMPANY_NAMES } from '../../../db/seed';
import { aDispute } from './a-dispute';

// Disputes the authorisation matrix reads and sends: one to look up, and a fresh one (with an order photo as its
// evidence) for each allowed send, since a dispute is sent once.
export type MatrixDisputes = { displayOrderId: string; restaurantUuid: string; takeSendable(): number };

const SENDS_PER_COMPANY = 4;

export async function createMatrixDisputes(
  db: Db,
  company: keyof typeof DEMO_COMPANY_NAMES,
  uploadsDir: string,
): Promise<MatrixDisputes> {
  const { dispute, cart } = await aDispute(db, { cart: { company } });
  const [restaurant] = await db
    .select({ uuid: restaurants.uuid })
    .from(restaurants)
    .where(eq(restaurants.id, cart.restaurantId));
  const sendable: number[] = [];
  for (let index = 0; index < SENDS_PER_COMPANY; index += 1)
    sendable.push((await aDispute(db, { cart: { company }, orderPhoto: { uploadsDir } })).dispute.id);
  return {
    displayOrderId: dispute.displayOrderId,
    restaurantUuid: restaurant?.uuid ?? '',
    takeSendable: () => {
      const next = sendable.pop();
      if (next === undefined) throw new Error('The matrix ran out of prepared disputes');
      return next;
    },
  };
}
