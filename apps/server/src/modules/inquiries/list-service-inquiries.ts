import { DEFAULT_FIRST } from '@comptoir/domain';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { serviceInquiries, type ServiceInquiryStatus } from '../../db/schema';
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
import { assertCompanyInScope } from '../tenancy';
import { inScopeInquiries } from './inquiry-scope';
import type { ServiceInquiry } from './request-service-inquiry';

export type ListServiceInquiriesArgs = {
  first?: number | null;
  after?: string | null;
  status?: ServiceInquiryStatus | null;
  companyId?: number | null;
};

// Newest first by id (docs/architecture.md#pagination).
const INQUIRY_KEYSET: Keyset = {
  list: 'inquiry',
  direction: 'desc',
  columns: [{ column: serviceInquiries.id, part: 'id' }],
};

/**
 * serviceInquiries: the requests the viewer answers (administrators: all; account managers: their companies') or,
 * for a company, the ones it sent, with their answers; newest first. Applications have none.
 */
export async function listServiceInquiries(
  context: SignedInContext,
  args: ListServiceInquiriesArgs,
): Promise<Page<ServiceInquiry>> {
  const { viewer } = context;
  if (viewer.type === 'Application') throw new AppError('FORBIDDEN');
  if (args.companyId !== null && args.companyId !== undefined) assertCompanyInScope(viewer, args.companyId);
  const request = readPageRequest(INQUIRY_KEYSET, args, DEFAULT_FIRST.webhooks);
  const filters: (SQL | undefined)[] = [
    inScopeInquiries(viewer),
    args.status ? eq(serviceInquiries.status, args.status) : undefined,
    args.companyId !== null && args.companyId !== undefined
      ? eq(serviceInquiries.companyId, args.companyId)
      : undefined,
  ];
  const [rows, [total]] = await Promise.all([
    context.db
      .select({ inquiry: serviceInquiries, cursorKey: keysetKey(INQUIRY_KEYSET) })
      .from(serviceInquiries)
      .where(and(...filters, keysetAfter(INQUIRY_KEYSET, request)))
      .orderBy(...keysetOrder(INQUIRY_KEYSET))
      .limit(request.first + 1),
    context.db
      .select({ value: count() })
      .from(serviceInquiries)
      .where(and(...filters)),
  ]);
  return toConnection(INQUIRY_KEYSET, request, rows, Number(total?.value ?? 0), (row) => row.inquiry);
}
