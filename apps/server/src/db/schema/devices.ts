import { boolean, index, integer, pgTable, real, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { id, instant, publicUuid, timestamps } from './columns';

// Tablets checking in every minute (`device` mutation, docs/product.md#background).
export const devices = pgTable(
  'devices',
  {
    id: id(),
    uuid: publicUuid(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    batteryLevel: real('battery_level'),
    isCharging: boolean('is_charging'),
    isVirtual: boolean('is_virtual'),
    manufacturer: text('manufacturer'),
    model: text('model'),
    os: text('os'),
    osVersion: text('os_version'),
    platform: text('platform'),
    webviewVersion: text('webview_version'),
    token: text('token'),
    // Enrolled tablets (docs/accounts.md#tablets): the name given at enrolment, the app version it reports, and when
    // the company revoked it (its tokens stop working then).
    name: text('name'),
    appVersion: text('app_version'),
    revokedAt: instant('revoked_at'),
    lastSeenAt: instant('last_seen_at'),
    ...timestamps(),
  },
  (t) => [index('devices_account_idx').on(t.accountId)],
);

export type DeviceRow = typeof devices.$inferSelect;
