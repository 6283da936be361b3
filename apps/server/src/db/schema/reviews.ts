import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { carts } from './carts';
import { id, instant, publicUuid } from './columns';
import { companies } from './companies';
import { platformCode } from './enums';
import { platformCalls } from './intake';
import { restaurants } from './restaurants';

/** Review.client (docs/data-model.md#disputes-and-reviews): the eater as the platform names them. */
export type ReviewClient = { platformId: string; firstName: string; picture: string | null };

// A customer's review of an order, as its platform reported it, and the restaurant's reply.
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    uuid: publicUuid(),
    // Denormalised from the restaurant, for tenant scoping.
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    // Matched by the platform's order id when the review names one Comptoir received.
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    platform: platformCode('platform').notNull(),
    // The platform's id of the review: one row per review, however often the platform repeats it.
    platformReviewId: text('platform_review_id').notNull(),
    // The workflowUUID of the review mutation: the id the platform answers the review under.
    workflowUuid: text('workflow_uuid').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    // The order's value, minor units.
    price: integer('price').notNull().default(0),
    // The order's display id.
    orderNumber: text('order_number'),
    client: jsonb('client').$type<ReviewClient>().notNull(),
    reviewAt: instant('review_at').notNull(),
    // The restaurant's reply; null until it answers.
    message: text('message'),
    // docs/reviews.md#reply: the promotion tier's face value in whole euros (5, 10 or 18), which names the tier; not an
    // amount of minor units. Null: no promotion.
    giftPrice: integer('gift_price'),
    repliedAt: instant('replied_at'),
    // Who signed in, and whose account the reply was made as (they differ while switched).
    repliedById: integer('replied_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    repliedAsId: integer('replied_as_id').references(() => accounts.id, { onDelete: 'set null' }),
    // What Comptoir did with the reply on the platform: the call sent, or recorded as 'unsupported' with the reason.
    replyCallId: integer('reply_call_id').references(() => platformCalls.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('reviews_platform_review_unique').on(t.platform, t.platformReviewId),
    index('reviews_company_review_at_idx').on(t.companyId, t.reviewAt.desc()),
    index('reviews_restaurant_review_at_idx').on(t.restaurantId, t.reviewAt.desc()),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_gift_price_tier', sql`${t.giftPrice} is null or ${t.giftPrice} in (5, 10, 18)`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;
