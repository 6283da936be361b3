import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { id, instant, publicUuid, timestamps } from './columns';
import { companies } from './companies';
import { platformCode } from './enums';

// A restaurant owner's OAuth grant to Comptoir on a platform (Uber Eats `eats.pos_provisioning`,
// docs/platforms.md#connecting-uber-eats): with it Comptoir lists the owner's stores and activates one. The tokens are
// the owner's, so they are kept encrypted under DATA_KEY like the tablet passwords and never leave the server.
export const platformAuthorizations = pgTable(
  'platform_authorizations',
  {
    id: id(),
    uuid: publicUuid(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    platform: platformCode('platform').notNull(),
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    // Null when the platform gave none: the grant then ends with its access token.
    refreshTokenEncrypted: text('refresh_token_encrypted'),
    expiresAt: instant('expires_at').notNull(),
    scope: text('scope').notNull(),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    // The nonce of the OAuth state that brought the grant: unique, so one state stores one grant however often, or
    // however many at once, Uber's redirect comes back with it.
    stateNonce: uuid('state_nonce').unique(),
    // Set when the platform refused the refresh token (revoked or lapsed): the owner must connect again.
    revokedAt: instant('revoked_at'),
    ...timestamps(),
  },
  (t) => [index('platform_authorizations_company_idx').on(t.companyId)],
);

export type PlatformAuthorizationRow = typeof platformAuthorizations.$inferSelect;
