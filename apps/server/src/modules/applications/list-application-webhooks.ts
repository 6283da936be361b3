import { addDays, DEFAULT_FIRST, isIsoDate } from '@comptoir/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { applicationWebhookAttempts, applicationWebhooks, companies, type ApplicationWebhookAttemptRow, type ApplicationWebhookRow, type ApplicationWebhookStatus } from '../../db/schema';
import { AppError } from '../../errors';
import { decodeIdCursor, readPageSize, toIdKeysetPage, type Page } from '../../lib/pagination';
import { ownApplication } from './own-application';

export type ApplicationWebhookNode = ApplicationWebhookRow & { companyName: string | null; attemptLog: ApplicationWebhookAttemptRow[] };

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
  if (!isIsoDate(day)) throw new AppError('BAD_USER_INPUT', { message: `"${field}" must be a date like 2026-01-31`, details: { fields: { [field]: 'invalid_date' } } });
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

/** Loads the page's attempts (oldest first) and companies in two statements. */
export async function toWebhookNodes(context: SignedInContext, rows: ApplicationWebhookRow[]): Promise<ApplicationWebhookNode[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const companyIds = [...new Set(rows.flatMap((row) => (row.companyId === null ? [] : [row.companyId])))];
  const [attempts, names] = await Promise.all([
    context.db.select().from(applicationWebhookAttempts).where(inArray(applicationWebhookAttempts.webhookId, ids)).orderBy(asc(applicationWebhookAttempts.id)),
    companyIds.length === 0 ? [] : context.db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, companyIds)),
  ]);
  return rows.map((row) => ({
    ...row,
    companyName: names.find((company) => company.id === row.companyId)?.name ?? null,
    attemptLog: attempts.filter((attempt) => attempt.webhookId === row.id),
  }));
}

/** The viewer application's deliveries, newest first, with every attempt (docs/webhooks.md#delivery-log). */
export async function listApplicationWebhooks(context: SignedInContext, filter: ApplicationWebhookFilter): Promise<Page<ApplicationWebhookNode>> {
  const application = ownApplication(context);
  const first = readPageSize(filter.first, DEFAULT_FIRST.webhooks);
  const after = filter.after ? decodeIdCursor('delivery', filter.after) : null;
  const conditions = filterConditions(application.id, filter);
  const [rows, [total]] = await Promise.all([
    context.db
      .select()
      .from(applicationWebhooks)
      .where(and(...conditions, after === null ? undefined : lt(applicationWebhooks.id, after)))
      .orderBy(desc(applicationWebhooks.id))
      .limit(first + 1),
    context.db.select({ value: count() }).from(applicationWebhooks).where(and(...conditions)),
  ]);
  const nodes = await toWebhookNodes(context, rows.slice(0, first + 1));
  return toIdKeysetPage(nodes, 'delivery', (node) => node.id, first, after, Number(total?.value ?? 0));
}
