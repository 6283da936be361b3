import { DEFAULT_FIRST } from '@comptoir/domain';
import { and, count, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { serviceInquiries, type ServiceInquiryStatus } from '../../db/schema';
import { AppError } from '../../errors';
import { decodeIdCursor, readPageSize, toIdKeysetPage, type Page } from '../../lib/pagination';
import { assertCompanyInScope } from '../tenancy/scope';
import { inScopeInquiries } from './inquiry-scope';
import type { ServiceInquiry } from './request-service-inquiry';

export type ListServiceInquiriesArgs = { first?: number | null; after?: string | null; status?: ServiceInquiryStatus | null; companyId?: number | null };

/**
 * serviceInquiries: the requests the viewer answers (administrators: all; account managers: their companies') or,
 * for a company, the ones it sent, with their answers; newest first. Applications have none.
 */
export async function listServiceInquiries(context: SignedInContext, args: ListServiceInquiriesArgs): Promise<Page<ServiceInquiry>> {
  const { viewer } = context;
  if (viewer.type === 'Application') throw new AppError('FORBIDDEN');
  if (args.companyId !== null && args.companyId !== undefined) assertCompanyInScope(viewer, args.companyId);
  const first = readPageSize(args.first, DEFAULT_FIRST.webhooks);
  const after = args.after ? decodeIdCursor('inquiry', args.after) : null;
  const filters: (SQL | undefined)[] = [
    inScopeInquiries(viewer),
    args.status ? eq(serviceInquiries.status, args.status) : undefined,
    args.companyId !== null && args.companyId !== undefined ? eq(serviceInquiries.companyId, args.companyId) : undefined,
  ];
  const [rows, [total]] = await Promise.all([
    context.db
      .select()
      .from(serviceInquiries)
      .where(and(...filters, after === null ? undefined : lt(serviceInquiries.id, after)))
      .orderBy(desc(serviceInquiries.id))
      .limit(first + 1),
    context.db.select({ value: count() }).from(serviceInquiries).where(and(...filters)),
  ]);
  return toIdKeysetPage(rows, 'inquiry', (row) => row.id, first, after, Number(total?.value ?? 0));
}
