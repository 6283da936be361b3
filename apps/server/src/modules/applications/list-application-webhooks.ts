import { addDays, DEFAULT_FIRST, isIsoDate } from '@comptoir/domain';
import { and, asc, count, eq, getTableColumns, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import {
  applicationWebhookAttempts,
  applicationWebhooks,
  companies,
  type ApplicationWebhookAttemptRow,
  type ApplicationWebhookRow,
  type ApplicationWebhookStatus,
} from '../../db/schema';
import { AppError } from '../../errors';
import {
  keysetAfter,
  keysetKey,
  keysetOrder,
  readPageRequest,
  toConnection,
  type Keyset,
  type Page,
} from '../../lib/pagination';
import { ownApplication } from './own-application';

export type ApplicationWebhookNode = ApplicationWebhookRow & {
  companyName: string | null;
  attemptLog: ApplicationWebhookAttemptRow[];
};

export type ApplicationWebhookFilter = {
  first?: number | null;
  after?: string | null;
  event?: string | null;
  status?: ApplicationWebhookStatus | null;
  fromDate?: string | null;
  toDate?: string | null;
};

// Days are UTC days: an application serves companies in several time zones and its log is read as the server keeps it.
function dayStart(day: string, field: string): Date {
  if (!isIsoDate(day))
    throw new AppError('BAD_USER_INPUT', {
      message: `"${field}" must be a date like 2026-01-31`,
      details: { fields: { [field]: 'invalid_date' } },
    });
  return new Date(`${day}T00:00:00Z`);
}

function filterConditions(applicationId: number, filter: ApplicationWebhookFilter): SQL[] {
  const conditions: SQL[] = [eq(applicationWebhooks.applicationId, applicationId)];
  if (filter.event) conditions.push(eq(applicationWebhooks.event, filter.event));
  if (filter.status) conditions.push(eq(applicationWebhooks.status, filter.status));
  if (filter.fromDate) conditions.push(gte(applicationWebhooks.createdAt, dayStart(filter.fromDate, 'fromDate')));
  if (filter.toDate) conditions.push(lt(applicationWebhooks.createdAt, dayStart(addDays(filter.toDate, 1), 'toDate')));
  return conditions;
}

// Newest first by id (docs/architecture.md#pagination).
const DELIVERY_KEYSET: Keyset = {
  list: 'delivery',
  direction: 'desc',
  columns: [{ column: applicationWebhooks.id, part: 'id' }],
};

/** Loads the page's attempts (oldest first) and companies in two statements; each row keeps its own fields. */
export async function toWebhookNodes<R extends ApplicationWebhookRow>(
  context: SignedInContext,
  rows: R[],
): Promise<(R & ApplicationWebhookNode)[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const companyIds = [...new Set(rows.flatMap((row) => (row.companyId === null ? [] : [row.companyId])))];
  const [attempts, names] = await Promise.all([
    context.db
      .select()
      .from(applicationWebhookAttempts)
      .where(inArray(applicationWebhookAttempts.webhookId, ids))
      .orderBy(asc(applicationWebhookAttempts.id)),
    companyIds.length === 0
      ? []
      : context.db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, companyIds)),
  ]);
  return rows.map((row) => ({
    ...row,
    companyName: names.find((company) => company.id === row.companyId)?.name ?? null,
    attemptLog: attempts.filter((attempt) => attempt.webhookId === row.id),
  }));
}

/** The viewer application's deliveries, newest first, with every attempt (docs/webhooks.md#delivery-log). */
export async function listApplicationWebhooks(
  context: SignedInContext,
  filter: ApplicationWebhookFilter,
): Promise<Page<ApplicationWebhookNode>> {
  const application = ownApplication(context);
  const request = readPageRequest(DELIVERY_KEYSET, filter, DEFAULT_FIRST.webhooks);
  const conditions = filterConditions(application.id, filter);
  const [rows, [total]] = await Promise.all([
    context.db
      .select({ ...getTableColumns(applicationWebhooks), cursorKey: keysetKey(DELIVERY_KEYSET) })
      .from(applicationWebhooks)
      .where(and(...conditions, keysetAfter(DELIVERY_KEYSET, request)))
      .orderBy(...keysetOrder(DELIVERY_KEYSET))
      .limit(request.first + 1),
    context.db
      .select({ value: count() })
      .from(applicationWebhooks)
      .where(and(...conditions)),
  ]);
  const nodes = await toWebhookNodes(context, rows);
  return toConnection(
    DELIVERY_KEYSET,
    request,
    nodes,
    Number(total?.value ?? 0),
    ({ cursorKey: _cursorKey, ...node }) => node,
  );
}
