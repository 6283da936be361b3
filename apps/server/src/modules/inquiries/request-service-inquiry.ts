import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { companies, serviceInquiries } from '../../db/schema';
import { AppError } from '../../errors';
import { tooManyAttempts, type RateLimitRule } from '../../lib/rate-limit';
import { recordViewerAudit } from '../audit';
import {
  INQUIRY_COMMENT_MAX,
  inquiryServicesIssue,
  inquiryTextIssue,
  isServiceCode,
  SERVICE_CODES,
  type ServiceCode,
} from '@comptoir/domain';
import { emailAccountManagers } from './inquiry-emails';

export type ServiceInquiry = typeof serviceInquiries.$inferSelect;

export type ServiceInquiryInput = { services: readonly string[]; comment?: string | null };

export function readServiceInquiry(input: ServiceInquiryInput): { services: ServiceCode[]; comment: string | null } {
  if (inquiryServicesIssue(input.services))
    throw new AppError('BAD_USER_INPUT', { message: 'Choose at least one service' });
  const unknown = input.services.filter((service) => !isServiceCode(service));
  if (unknown.length > 0) {
    throw new AppError('BAD_USER_INPUT', {
      message: `Unknown services: ${unknown.join(', ')}; expected ${SERVICE_CODES.join(', ')}`,
    });
  }
  const comment = input.comment?.trim() ?? '';
  if (inquiryTextIssue(comment)) {
    throw new AppError('BAD_USER_INPUT', { message: `comment must be at most ${INQUIRY_COMMENT_MAX} characters` });
  }
  return { services: [...new Set(input.services.filter(isServiceCode))], comment: comment === '' ? null : comment };
}

// Each request e-mails every account manager of the company: counted per account before anything is stored, so a
// burst cannot flood their mailboxes (docs/services.md#requests).
export const SERVICE_INQUIRY_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 3600 };

/**
 * docs/services.md#requests: records a request to activate services and e-mails it to the company's account managers,
 * who answer it.
 */
export async function requestServiceInquiry(
  context: SignedInContext,
  input: ServiceInquiryInput,
): Promise<ServiceInquiry> {
  const { services, comment } = readServiceInquiry(input);
  const { viewer } = context;
  const attempt = await context.rateLimits.hit(`service-inquiry:${viewer.account.id}`, SERVICE_INQUIRY_LIMIT);
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds, 'service requests');
  return context.db.transaction(async (tx) => {
    const [company] =
      viewer.type === 'Company'
        ? await tx
            .select({ id: companies.id })
            .from(companies)
            .where(eq(companies.accountId, viewer.account.id))
            .limit(1)
        : [];
    const [inquiry] = await tx
      .insert(serviceInquiries)
      .values({
        accountId: viewer.account.id,
        actingAccountId: viewer.switched ? viewer.actor.id : null,
        companyId: company?.id ?? null,
        services,
        comment,
      })
      .returning();
    if (!inquiry) throw new Error('The service inquiry was not stored');
    await recordViewerAudit(tx, context, {
      action: 'service-inquiry.create',
      entity: 'service_inquiry',
      entityId: String(inquiry.id),
      data: { services },
    });
    if (company) await emailAccountManagers(tx, context.config, company.id, inquiry);
    return inquiry;
  });
}
