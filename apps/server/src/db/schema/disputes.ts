import { DISPUTE_STATUSES } from '@comptoir/domain';
import { index, integer, pgEnum, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { carts } from './carts';
import { id, instant, publicUuid } from './columns';
import { companies } from './companies';
import { fulfillmentType, platformCode } from './enums';
import { restaurants } from './restaurants';

export const disputeStatus = pgEnum('dispute_status', DISPUTE_STATUSES);

// Order dispute (docs/data-model.md#disputes-and-reviews): a platform refunded (part of) an order to its customer at
// the restaurant's expense; the restaurant contests it with evidence. One row per platform refund or adjustment
// (platformRefundId).
export const orderDisputes = pgTable(
  'order_disputes',
  {
    id: id(),
    uuid: publicUuid(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    // Null when the platform names an order Comptoir never received ('Order not found').
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    platform: platformCode('platform').notNull(),
    // The platform's id of the refund or adjustment: one dispute per refund, however often the platform repeats it.
    platformRefundId: text('platform_refund_id').notNull(),
    displayOrderId: text('display_order_id').notNull(),
    orderUuid: text('order_uuid'),
    orderType: fulfillmentType('order_type'),
    status: disputeStatus('status').notNull().default('TO_DISPUTE'),
    orderProblem: text('order_problem'),
    commentsClient: text('comments_client'),
    dishName: text('dish_name'),
    dishProblem: text('dish_problem'),
    // What the platform took back from the restaurant (minor units).
    incorrectPrice: integer('incorrect_price').notNull().default(0),
    // What the platform gave back after the dispute (minor units; 0 until won).
    refundedPrice: integer('refunded_price').notNull().default(0),
    problemResponse: text('problem_response'),
    // Relative to DATA_DIR/uploads.
    evidencePath: text('evidence_path'),
    orderedAt: instant('ordered_at'),
    // When the platform made the refund: the dispute's date.
    createdAt: instant('created_at').notNull().defaultNow(),
    // Kept spelling (docs/glossary.md#spellings): when the restaurant sent its dispute.
    diputedAt: instant('diputed_at'),
    deadlineAt: instant('deadline_at'),
    resolvedAt: instant('resolved_at'),
  },
  (t) => [
    unique('order_disputes_platform_refund_unique').on(t.platform, t.platformRefundId),
    index('order_disputes_company_created_idx').on(t.companyId, t.createdAt.desc()),
    index('order_disputes_cart_idx').on(t.cartId),
  ],
);

// Per-dish disputes of an order dispute (docs/data-model.md#disputes-and-reviews).
export const orderDisputeDishes = pgTable(
  'order_dispute_dishes',
  {
    id: id(),
    disputeId: integer('dispute_id')
      .notNull()
      .references(() => orderDisputes.id, { onDelete: 'cascade' }),
    // The platform's id of the disputed item (Just Eat affectedItems[].id), named again in the restaurant's answer.
    platformItemId: text('platform_item_id'),
    name: text('name').notNull(),
    price: integer('price').notNull().default(0),
    problem: text('problem'),
    problemResponse: text('problem_response'),
    updatedAt: instant('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('order_dispute_dishes_dispute_idx').on(t.disputeId)],
);

export type OrderDisputeRow = typeof orderDisputes.$inferSelect;
export type OrderDisputeDishRow = typeof orderDisputeDishes.$inferSelect;
