import type { AccountType, Role } from '@comptoir/domain';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { AccountRow } from '../db/schema';
import type { EventBus } from '../events/event-bus';
import type { RateLimitStore } from '../lib/rate-limit';
import type { StoreCredentialsChecker } from '../modules/operations';
import type { CompanyScope } from '../modules/tenancy';

export type Viewer = {
  /** The account whose rights apply: the switch target when switched, else the signed-in account. */
  account: AccountRow;
  roles: readonly Role[];
  type: AccountType;
  scope: CompanyScope;
  /** The account that really signed in (the administrator when switched). */
  actor: AccountRow;
  switched: boolean;
  /** The enrolled tablet the token was issued to (docs/accounts.md#tablets); absent for a password sign-in. */
  deviceId?: number;
};

export type GraphQLContext = {
  db: Db;
  config: AppConfig;
  viewer: Viewer | null;
  clientAddress: string;
  request: Request;
  eventBus: EventBus;
  /** Attempt counters of the sign-in, PIN and sign-up checks, shared by every server process. */
  rateLimits: RateLimitStore;
  /** Wakes the outbound worker once a change that queued platform calls has committed (it also polls). */
  wakeOutbound: () => void;
  checkStoreCredentials: StoreCredentialsChecker;
};

export type SignedInContext = GraphQLContext & { viewer: Viewer };
