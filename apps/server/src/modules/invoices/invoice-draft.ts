import type { InvoiceKind, InvoiceLineTarget, PlatformCode } from '@comptoir/domain';
import type { InvoiceBuyer } from '../../db/schema';

export type InvoiceLineDraft = { label: string; target: InvoiceLineTarget; priceHt: number; vatRate: number };

/** An invoice before it is numbered and written. */
export type InvoiceDraft = {
  companyId: number;
  kind: InvoiceKind;
  platform: PlatformCode | null;
  fromDate: string;
  toDate: string;
  currency: string;
  buyer: InvoiceBuyer;
  commissionBase: number | null;
  commissionRateBasisPoints: number | null;
  lines: InvoiceLineDraft[];
  restaurantIds: number[];
};

/** Issuing is idempotent per company, subject and period: SUBSCRIPTION, or the platform of a commission. */
export function subjectOf(draft: Pick<InvoiceDraft, 'kind' | 'platform'>): string {
  return draft.kind === 'COMMISSION' && draft.platform ? draft.platform : draft.kind;
}
