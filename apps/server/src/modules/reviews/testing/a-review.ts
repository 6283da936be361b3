import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { platforms, restaurants, reviews, type NewReviewRow, type ReviewRow } from '../../../db/schema';

export type ReviewFacts = Partial<Omit<NewReviewRow, 'restaurantId' | 'companyId' | 'platform'>>;

/** Inserts a review of the restaurant (its company and platform taken from it): `aReview(db, uuid, { rating: 2 })`. */
export async function aReview(db: Db, restaurantUuid: string, facts: ReviewFacts = {}): Promise<ReviewRow> {
  const [restaurant] = await db
    .select({ id: restaurants.id, companyId: restaurants.companyId, platform: platforms.code })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .where(eq(restaurants.uuid, restaurantUuid));
  if (!restaurant) throw new Error(`No restaurant ${restaurantUuid}`);
  const [row] = await db
    .insert(reviews)
    .values({
      restaurantId: restaurant.id,
      companyId: restaurant.companyId,
      platform: restaurant.platform,
      platformReviewId: `test-${randomUUID()}`,
      workflowUuid: randomUUID(),
      rating: 5,
      comment: 'Très bon',
      price: 2450,
      orderNumber: 'AB123',
      client: { platformId: `eater-${randomUUID().slice(0, 8)}`, firstName: 'Camille', picture: null },
      reviewAt: new Date(),
      ...facts,
    })
    .returning();
  if (!row) throw new Error('The review was not inserted');
  return row;
}
