import { eq, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { companies, devices } from '../../db/schema';
import { AppError } from '../../errors';

export type DeviceInput = {
  uuid: string;
  batteryLevel?: number | null;
  isCharging?: boolean | null;
  isVirtual?: boolean | null;
  manufacturer?: string | null;
  model?: string | null;
  operatingSystem?: string | null;
  osVersion?: string | null;
  platform?: string | null;
  webViewVersion?: string | null;
  appVersion?: string | null;
  token?: string | null;
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Device check-in (docs/product.md#background): company tablets only, and not while an administrator acts as the
 * company (its tablet is not the company's). One row per device uuid; a tablet signed in to another company moves with
 * it. A tablet enrolled with a code updates the device its token names (docs/accounts.md#tablets), whatever uuid it
 * sends. The company's lastPing moves in the same statement (a CTE): tablet health reads it without a second round
 * trip.
 */
export async function recordDevice(context: SignedInContext, input: DeviceInput): Promise<boolean> {
  const { viewer } = context;
  if (viewer.type !== 'Company') throw new AppError('FORBIDDEN', { message: 'Only company tablets check in' });
  if (viewer.switched) return false;
  if (!UUID_PATTERN.test(input.uuid))
    throw new AppError('BAD_USER_INPUT', { message: 'The device uuid must be a UUID' });
  const now = new Date();
  const values = {
    accountId: viewer.account.id,
    batteryLevel: input.batteryLevel ?? null,
    isCharging: input.isCharging ?? null,
    isVirtual: input.isVirtual ?? null,
    manufacturer: input.manufacturer ?? null,
    model: input.model ?? null,
    os: input.operatingSystem ?? null,
    osVersion: input.osVersion ?? null,
    platform: input.platform ?? null,
    webviewVersion: input.webViewVersion ?? null,
    appVersion: input.appVersion ?? null,
    token: input.token ?? null,
    lastSeenAt: now,
  };
  const pinged = context.db
    .$with('pinged')
    .as(
      context.db
        .update(companies)
        .set({ lastPing: now })
        .where(eq(companies.accountId, viewer.account.id))
        .returning({ id: companies.id }),
    );
  if (viewer.deviceId !== undefined) {
    await context.db.with(pinged).update(devices).set(values).where(eq(devices.id, viewer.deviceId));
    return true;
  }
  await context.db
    .with(pinged)
    .insert(devices)
    .values({ uuid: input.uuid.toLowerCase(), ...values })
    .onConflictDoUpdate({ target: devices.uuid, set: { ...values, updatedAt: sql`now()` } });
  return true;
}
