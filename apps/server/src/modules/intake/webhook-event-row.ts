import type { webhookEvents } from '../../db/schema';

export type WebhookEventRow = typeof webhookEvents.$inferSelect;
