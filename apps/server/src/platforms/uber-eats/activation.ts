import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, companies, platformCalls } from '../../db/schema';
import type { OutboundCall } from '../adapter';
import { callReason, reasonColumns } from '../outbound/call-reason';
import { enqueuePlatformCall } from '../outbound/enqueue';

// docs/platforms.md#connecting-uber-eats: Comptoir becomes a store's order manager with POST
// /v1/eats/stores/{store_id}/pos_data, sent with the owner's own token (scope eats.pos_provisioning), not Comptoir's
// client-credentials one. Uber then sends `store.provisioned`.

export type ActivationRestaurant = {
  id: number;
  uuid: string;
  companyId: number;
  platformStoreId: string;
  /** The owner's grant from "Connect with Uber"; null when the store was typed without it. */
  authorizationId: number | null;
};

const ACTIVATION_ACTION = 'store.activate';

/** The pos_data call: Comptoir's ids of the store and of its company, and Comptoir as the order manager. */
function posDataCall(storeId: string, restaurantUuid: string, companyUuid: string): OutboundCall {
  return {
    method: 'POST',
    path: `/v1/eats/stores/${encodeURIComponent(storeId)}/pos_data`,
    body: {
      integrator_store_id: restaurantUuid,
      integrator_brand_id: companyUuid,
      is_order_manager: true,
      // Integrator-defined settings Uber keeps and gives back; Comptoir keeps its settings itself.
      store_configuration_data: '{}',
    },
  };
}

/**
 * Queues the activation on `tx`, the transaction that approves the restaurant (docs/architecture.md#outbox); the
 * outbound worker sends it with the grant's token, refreshed when needed, retrying until Uber answers. Sending it twice
 * is harmless: a second POST sets the same values. Without a grant nothing can be sent: the call is recorded as
 * 'unsupported' with the reason.
 */
export async function queueUberEatsActivation(tx: Db, restaurant: ActivationRestaurant): Promise<void> {
  const [company] = await tx
    .select({ uuid: accounts.uuid })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.accountId))
    .where(eq(companies.id, restaurant.companyId));
  if (!company) throw new Error(`Company ${restaurant.companyId} not found`);
  const hasGrant = restaurant.authorizationId !== null;
  const callId = await enqueuePlatformCall(tx, {
    platform: 'PLATFORM_UBER_EAT',
    cartId: null,
    restaurantId: restaurant.id,
    action: ACTIVATION_ACTION,
    call: hasGrant ? posDataCall(restaurant.platformStoreId, restaurant.uuid, company.uuid) : null,
    supersedeKey: ACTIVATION_ACTION,
    authorizationId: restaurant.authorizationId,
  });
  if (hasGrant) return;
  const reason = callReason(
    'UBER_AUTHORIZATION_MISSING',
    'Uber Eats activates a store only with its owner’s authorisation: connect it with Uber',
  );
  await tx.update(platformCalls).set(reasonColumns(reason)).where(eq(platformCalls.id, callId));
}
