import { randomUUID } from 'node:crypto';
import { OWN_CHANNELS } from '@comptoir/domain';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { accounts, applicationCompanies, platforms, restaurants, type RestaurantRow } from '../../db/schema';
import { AppError } from '../../errors';
import { violatedUniqueConstraint } from '../../lib/describe-error';
import { recordViewerAudit } from '../audit';
import { checkTypedCredentials, withTabletCredentials } from '../restaurants';
import { assertCompanyInScope } from '../tenancy';
import { emailReviewers } from './connection-emails';
import { readRegisterInput, type RegisterInput, type RegisterRestaurantArgs } from './register-input';
import { companyAuthorizationId } from '../../platforms/uber-eats/provisioning';
import { canReconnect, reconnectRestaurant } from './reconnect-restaurant';
import { checkDeliverooSite, checkUberEatsStore, platformRefusal } from './store-check';

// docs/platforms.md#connecting: registerPendingRestaurant. The platform is asked first (reads made at once); the row is
// written last, so a refusal leaves nothing behind. Uber Eats, Deliveroo, Just Eat and Glovo wait for review;
// Comptoir's own channels are integrated at once.

const UNIQUE_STORE = 'restaurants_platform_store_unique';

async function platformRowId(context: SignedInContext, input: RegisterInput): Promise<number> {
  const [row] = await context.db.select({ id: platforms.id }).from(platforms).where(eq(platforms.code, input.platform));
  if (!row) throw new Error(`Platform ${input.platform} is not in the database`);
  return row.id;
}

/** The restaurant already on this store, when its company may mend it (docs/platforms.md#reconnecting). */
async function reconnectableRestaurant(
  context: SignedInContext,
  input: RegisterInput,
  platformId: number,
): Promise<RestaurantRow | null> {
  if (!input.storeId) return null;
  const [existing] = await context.db
    .select()
    .from(restaurants)
    .where(and(eq(restaurants.platformId, platformId), eq(restaurants.platformStoreId, input.storeId)))
    .limit(1);
  if (!existing) return null;
  if (!canReconnect(existing, input.companyId)) throw platformRefusal('RESTAURANT_ALREADY_EXISTS', input);
  return existing;
}

// A GET RESTO store's orders come from one application: an application account linked to this company.
async function assertApplicationOfCompany(context: SignedInContext, input: RegisterInput): Promise<void> {
  if (input.applicationId === null) return;
  const [linked] = await context.db
    .select({ id: accounts.id })
    .from(applicationCompanies)
    .innerJoin(accounts, eq(accounts.id, applicationCompanies.accountId))
    .where(
      and(
        eq(applicationCompanies.accountId, input.applicationId),
        eq(applicationCompanies.companyId, input.companyId),
        eq(accounts.type, 'Application'),
        // A disabled application can send no order: a restaurant tied to it would never receive one.
        eq(accounts.enabled, true),
      ),
    )
    .limit(1);
  if (!linked)
    throw new AppError('BAD_USER_INPUT', {
      message: 'This application is not linked to the company',
      details: { reason: 'APPLICATION_NOT_LINKED', field: 'applicationId', params: { field: 'applicationId' } },
    });
}

// The Uber grant from "Connect with Uber" must be this company's own.
async function authorizationOf(context: SignedInContext, input: RegisterInput): Promise<number | null> {
  if (!input.authorizationId) return null;
  const id = await companyAuthorizationId(context.db, input.authorizationId, input.companyId);
  if (id === null)
    throw new AppError('BAD_USER_INPUT', {
      message: 'This Uber Eats authorisation is not the company’s',
      details: {
        reason: 'UBER_AUTHORIZATION_NOT_FOUND',
        field: 'authorizationId',
        params: { field: 'authorizationId' },
      },
    });
  return id;
}

/** Checks the store on its platform; throws the connecting refusal. */
async function checkStore(context: SignedInContext, input: RegisterInput): Promise<void> {
  if (input.platform === 'PLATFORM_DELIVEROO') await checkDeliverooSite(context, input);
  if (input.platform === 'PLATFORM_UBER_EAT') await checkUberEatsStore(context, input, input.authorizationId);
}

/** The platform's verdict on the tablet credentials: refused → WRONG_CREDENTIALS; null when none were given. */
async function verifyCredentials(context: SignedInContext, input: RegisterInput): Promise<boolean | null> {
  if (!input.credentials || !input.storeId) return null;
  const store = { platform: input.platform, platformStoreId: input.storeId };
  const verdict = await checkTypedCredentials(context, store, input.credentials.login, input.credentials.password);
  if (verdict === 'refused')
    throw new AppError('WRONG_CREDENTIALS', {
      details: { fields: { login: 'WRONG_CREDENTIALS', password: 'WRONG_CREDENTIALS' } },
    });
  return verdict === 'accepted';
}

export async function registerPendingRestaurant(
  context: SignedInContext,
  args: RegisterRestaurantArgs,
): Promise<RestaurantRow> {
  const input = readRegisterInput(args);
  assertCompanyInScope(context.viewer, input.companyId);
  const platformId = await platformRowId(context, input);
  const existing = await reconnectableRestaurant(context, input, platformId);
  await assertApplicationOfCompany(context, input);
  const authorizationId = await authorizationOf(context, input);
  await checkStore(context, input);
  const credentialsVerified = await verifyCredentials(context, input);
  if (existing) {
    const mended = await reconnectRestaurant(context, existing, {
      input,
      platform: input.platform,
      authorizationId,
      credentialsVerified,
    });
    if (!mended) throw platformRefusal('RESTAURANT_ALREADY_EXISTS', input);
    return mended;
  }

  const own = OWN_CHANNELS.includes(input.platform);
  const uuid = randomUUID();
  const platformData = {
    hasLoginPassword: false,
    tabletLogin: null,
    tabletPass: null,
    drn: null,
    restaurantId: null,
    hexagonIDs: [],
    brandId: input.brandId,
  };
  try {
    return await context.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(restaurants)
        .values({
          uuid,
          companyId: input.companyId,
          platformId,
          title: input.storeName,
          // Comptoir's own channels have no platform to give an id: the restaurant's uuid is the store id.
          platformStoreId: input.storeId ?? uuid,
          platformData: input.credentials
            ? withTabletCredentials(
                context.config.dataKey,
                platformData,
                input.credentials.login,
                input.credentials.password,
              )
            : platformData,
          applicationId: input.applicationId,
          authorizationId,
          integrationStatus: own ? 'integrated' : 'pending',
          requestedByAccountId: context.viewer.actor.id,
          isTabletLess: input.isTabletLess,
          attachedToPos: input.attachedToPos,
          credentialsVerified,
        })
        .returning();
      if (!row) throw new Error('The restaurant was not inserted');
      if (!own) await emailReviewers(tx, context.config, row, input.platform);
      // The password stays out of the audit trail.
      await recordViewerAudit(tx, context, {
        action: 'restaurant.register',
        entity: 'restaurant',
        entityId: row.uuid,
        data: {
          companyId: input.companyId,
          platform: input.platform,
          storeId: row.platformStoreId,
          status: row.integrationStatus,
          tabletLogin: input.credentials?.login ?? null,
        },
      });
      return row;
    });
  } catch (error) {
    // Two registrations of one store at once: the unique (platform, store id) lets one in.
    if (violatedUniqueConstraint(error) === UNIQUE_STORE) throw platformRefusal('RESTAURANT_ALREADY_EXISTS', input);
    throw error;
  }
}
