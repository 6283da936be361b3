import { and, desc, eq, inArray } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { accounts, auditLog, restaurants } from '../../db/schema';
import { assertServiceManager } from './service-manager';
import { SERVICE_CHANGE_ACTION } from './switch-company-services';
import { RESTAURANT_SERVICE_CHANGE_ACTION } from './update-restaurant-subscription';

type Snapshot = { activated: boolean; price: number };

export type ServiceChange = {
  id: number;
  service: string;
  restaurantTitle: string | null;
  before: Snapshot | null;
  after: Snapshot;
  inquiryId: number | null;
  changedAt: Date;
  changedBy: string | null;
};

const SERVICE_CHANGES_MAX = 100;

/** A company's service changes, newest first, read back from the audit log: who changed what, when. */
export async function listServiceChanges(
  context: SignedInContext,
  companyId: number,
  first: number,
): Promise<ServiceChange[]> {
  assertServiceManager(context.viewer);
  const rows = await context.db
    .select({
      id: auditLog.id,
      data: auditLog.data,
      createdAt: auditLog.createdAt,
      email: accounts.email,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
    })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.actorAccountId))
    .where(
      and(
        eq(auditLog.entity, 'company'),
        eq(auditLog.entityId, String(companyId)),
        inArray(auditLog.action, [SERVICE_CHANGE_ACTION, RESTAURANT_SERVICE_CHANGE_ACTION]),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(Math.min(Math.max(first, 0), SERVICE_CHANGES_MAX));
  const uuids = [
    ...new Set(rows.map((row) => readString(row.data?.restaurantUuid)).filter((uuid): uuid is string => uuid !== null)),
  ];
  const titles = new Map(
    uuids.length === 0
      ? []
      : (
          await context.db
            .select({ uuid: restaurants.uuid, title: restaurants.title })
            .from(restaurants)
            .where(and(inArray(restaurants.uuid, uuids), eq(restaurants.companyId, companyId)))
        ).map((row) => [row.uuid, row.title] as const),
  );
  return rows.map((row) => {
    const data = row.data ?? {};
    const restaurantUuid = readString(data.restaurantUuid);
    const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
    return {
      id: row.id,
      service: readString(data.service) ?? '',
      restaurantTitle: restaurantUuid ? (titles.get(restaurantUuid) ?? null) : null,
      before: readSnapshot(data.before),
      after: readSnapshot(data.after) ?? { activated: false, price: 0 },
      inquiryId: typeof data.inquiryId === 'number' ? data.inquiryId : null,
      changedAt: row.createdAt,
      changedBy: name || row.email,
    };
  });
}

function readString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function readSnapshot(value: unknown): Snapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const { activated, price } = value as Record<string, unknown>;
  return typeof activated === 'boolean' && typeof price === 'number' ? { activated, price } : null;
}
