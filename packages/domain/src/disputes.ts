import type { DisputeStatus } from './billing';
import type { PlatformCode } from './platforms';
import { hasAnyRole, type Role } from './roles';
import { ROUTES } from './routes';

/**
 * docs/orders.md#order-lookup-id: the order of the platform whose id is 4 is looked up by the last 4 characters of its
 * display id, every other platform's by the full id. Platform ids follow PLATFORM_CODES from 1 (ensurePlatforms inserts
 * them in that order), so 4 is Glovo, whose display id is the long order code while its staff read the last characters.
 */
export const SHORT_ORDER_ID_PLATFORM_ID = 4;
export const SHORT_ORDER_ID_LENGTH = 4;

/** The `orderId` a screen sends to getDisputeForCart (and loadOrder) for an order of a platform. */
export function orderLookupId(platformId: number, displayOrderId: string): string {
  const id = displayOrderId.trim();
  return platformId === SHORT_ORDER_ID_PLATFORM_ID ? id.slice(-SHORT_ORDER_ID_LENGTH) : id;
}

/** Whether an order with this display id answers the `orderId` a screen sent, by the same rule. */
export function matchesOrderLookupId(platformId: number, displayOrderId: string, orderId: string): boolean {
  const wanted = orderId.trim();
  if (wanted === '') return false;
  return orderLookupId(platformId, displayOrderId) === orderLookupId(platformId, wanted);
}

/** docs/disputes.md#bell: the bell, the dispute modal and the lists show the last 4 characters of the display id. */
export function shortDisplayId(displayOrderId: string): string {
  return displayOrderId.trim().slice(-SHORT_ORDER_ID_LENGTH);
}

/**
 * A dispute's status as of `now`: one still to dispute whose deadline has passed is EXPIRED (the platform no longer
 * takes an answer). Computed on read, so a dispute never stays "to dispute" past its deadline waiting for a sweep.
 */
export function disputeStatusAt(status: DisputeStatus, deadlineAt: Date | null, now: Date): DisputeStatus {
  return status === 'TO_DISPUTE' && deadlineAt !== null && deadlineAt.getTime() <= now.getTime() ? 'EXPIRED' : status;
}

/** isToBeDisputed (docs/disputes.md#window): still to dispute and its deadline not passed. */
export function isToBeDisputed(status: DisputeStatus, deadlineAt: Date | null, now: Date): boolean {
  return disputeStatusAt(status, deadlineAt, now) === 'TO_DISPUTE';
}

/**
 * Where the restaurant's answer goes. Only Just Eat documents a response endpoint (its customer claims'
 * `restaurantresponse`); Uber Eats, Deliveroo and Glovo publish no dispute API
 * (docs/platforms.md#refunds-disputes-and-reviews), so the answer is recorded in Comptoir and the restaurant sends it
 * from the platform's partner portal.
 */
export type DisputeResponseChannel = 'PLATFORM_API' | 'PARTNER_PORTAL';

export function disputeResponseChannel(platform: PlatformCode): DisputeResponseChannel {
  return platform === 'PLATFORM_JUST_EAT' ? 'PLATFORM_API' : 'PARTNER_PORTAL';
}

const DISPUTE_ROUTE_ROLES: readonly Role[] = ROUTES.find((route) => route.id === 'disputes')?.roles ?? [];

/**
 * Whether an account may open the disputes (the bell, the lists): it holds a role of the /dispute/order route, and
 * neither it nor the switched account holds ROLE_HIDE_DISPUTE (docs/disputes.md#bell).
 */
export function canOpenDisputes(roles: readonly string[], switchedRoles: readonly string[] = []): boolean {
  if (roles.includes('ROLE_HIDE_DISPUTE') || switchedRoles.includes('ROLE_HIDE_DISPUTE')) return false;
  return hasAnyRole(roles, DISPUTE_ROUTE_ROLES);
}
