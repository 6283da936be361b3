import { index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { carts } from './carts';
import { id, instant } from './columns';
import { platformCode } from './enums';
import { menuItems } from './menus';
import { platformAuthorizations } from './platform-authorizations';
import { restaurants } from './restaurants';

export type WebhookEventStatus = 'pending' | 'processed' | 'failed' | 'ignored';

// Every verified webhook is written here before it is acknowledged, so none is lost; (platform, eventId) is unique,
// so a platform's retry or duplicate is acknowledged without being processed twice.
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    platform: platformCode('platform').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    body: text('body').notNull(),
    status: text('status').$type<WebhookEventStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    receivedAt: instant('received_at').notNull().defaultNow(),
    processedAt: instant('processed_at'),
  },
  (table) => [
    unique('webhook_events_platform_event_unique').on(table.platform, table.eventId),
    index('webhook_events_status_idx').on(table.status, table.receivedAt),
  ],
);

/**
 * Why a call was not sent, or what became of it, as a code and its values (docs/errors.md): the screens say it in the
 * reader's language, `last_error` keeps the same in English for API clients and the logs.
 */
export type CallReason = { code: string; params: Record<string, string | number> };

// 'superseded': replaced by a newer call with the same supersede_key before it was sent, so never sent.
export type PlatformCallStatus = 'pending' | 'sent' | 'failed' | 'unsupported' | 'superseded';

// Every call Comptoir makes to a platform's partner API, recorded with its retries and answer.
export const platformCalls = pgTable(
  'platform_calls',
  {
    id: id(),
    platform: platformCode('platform').notNull(),
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    // For item-availability calls: the item whose last platform answer the menus screen shows.
    menuItemId: integer('menu_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestBody: jsonb('request_body'),
    // Platform-specific headers an adapter adds to the call (e.g. Glovo's store address id), sent on every retry.
    requestHeaders: jsonb('request_headers').$type<Record<string, string>>(),
    // A call made with a restaurant owner's OAuth grant (Uber Eats `pos_data`) instead of Comptoir's own token.
    authorizationId: integer('authorization_id').references(() => platformAuthorizations.id, { onDelete: 'cascade' }),
    // What the call sets on the platform, when a newer call of the restaurant with the same key overwrites all of it
    // (e.g. `item:42`, `hours.opening`): a newer one makes a still-pending older one 'superseded'.
    supersedeKey: text('supersede_key'),
    status: text('status').$type<PlatformCallStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    lastError: text('last_error'),
    lastErrorReason: jsonb('last_error_reason').$type<CallReason>(),
    createdAt: instant('created_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
  },
  (table) => [
    index('platform_calls_due_idx').on(table.status, table.nextAttemptAt),
    index('platform_calls_cart_idx').on(table.cartId),
    index('platform_calls_menu_item_idx').on(table.menuItemId),
  ],
);
