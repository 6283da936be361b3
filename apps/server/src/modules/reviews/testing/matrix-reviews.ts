import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, restaurants } from '../../../db/schema';
import { DEMO_COMPANY_NAMES } from '../../../db/seed';
import { aReview } from './a-review';

type MatrixReview = { workflowUUID: string; eaterUUID: string; restaurantUUID: string };

// Reviews the authorisation matrix answers: one that refused roles name, and a fresh one for each allowed reply,
// since a review is answered once.
export type MatrixReviews = { refused: MatrixReview; takeAnswerable(): MatrixReview };

const REPLIES_PER_COMPANY = 2;

export async function createMatrixReviews(db: Db, company: keyof typeof DEMO_COMPANY_NAMES): Promise<MatrixReviews> {
  const [restaurant] = await db
    .select({ uuid: restaurants.uuid })
    .from(restaurants)
    .innerJoin(companies, eq(companies.id, restaurants.companyId))
    .where(eq(companies.name, DEMO_COMPANY_NAMES[company]))
    .limit(1);
  const restaurantUUID = restaurant?.uuid ?? '';
  const make = async (): Promise<MatrixReview> => {
    const review = await aReview(db, restaurantUUID);
    return { workflowUUID: review.workflowUuid, eaterUUID: review.client.platformId, restaurantUUID };
  };
  const refused = await make();
  const answerable: MatrixReview[] = [];
  for (let index = 0; index < REPLIES_PER_COMPANY; index += 1) answerable.push(await make());
  return {
    refused,
    takeAnswerable: () => {
      const next = answerable.pop();
      if (!next) throw new Error('The matrix ran out of prepared reviews');
      return next;
    },
  };
}
