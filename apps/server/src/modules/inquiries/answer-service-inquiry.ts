import { INQUIRY_COMMENT_MAX, inquiryTextIssue, isServiceCode } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import { announceAccountChange } from '../../context/account-changes';
import type { SignedInContext } from '../../context/types';
import type { Db } from '../../db/client';
import { serviceInquiries } from '../../db/schema';
import { AppError } from '../../errors';
import { recordViewerAudit } from '../audit';
import { assertServiceManager, lockManagedCompany, type LockedCompany, switchCompanyServices } from '../subscriptions';
import { emailCompanyAnswer } from './inquiry-emails';
import type { ServiceInquiry } from './request-service-inquiry';

const ALREADY_ANSWERED = 'ALREADY_ANSWERED';

/**
 * acceptServiceInquiry: switches the services on (those asked, or the ones the manager picks), marks the request
 * accepted and e-mails the company, in one transaction (docs/services.md#requests).
 */
export async function acceptServiceInquiry(
  context: SignedInContext,
  id: number,
  services: readonly string[] | null | undefined,
): Promise<ServiceInquiry> {
  assertServiceManager(context.viewer);
  const { answered, company } = await context.db.transaction(async (tx) => {
    const { inquiry, company } = await lockOpenInquiry(tx, context, id);
    const chosen = readServices(services ?? inquiry.services);
    await switchCompanyServices(
      tx,
      context,
      company,
      chosen.map((service) => ({ service, activated: true })),
      inquiry.id,
    );
    const answered = await markAnswered(tx, context, inquiry.id, { status: 'accepted', response: null });
    await emailCompanyAnswer(tx, context.config, company.id, { kind: 'accepted', services: chosen });
    await recordViewerAudit(tx, context, {
      action: 'service-inquiry.accept',
      entity: 'service_inquiry',
      entityId: String(inquiry.id),
      data: { services: chosen },
    });
    return { answered, company };
  });
  // The account's roles follow its services: its next request is read with them.
  await announceAccountChange(context, [company.accountId]);
  return answered;
}

/** declineServiceInquiry: marks the request declined with the manager's message, which the company is e-mailed. */
export async function declineServiceInquiry(
  context: SignedInContext,
  id: number,
  message: string,
): Promise<ServiceInquiry> {
  assertServiceManager(context.viewer);
  const text = message.trim();
  const issue = inquiryTextIssue(text, true);
  if (issue) {
    throw new AppError('BAD_USER_INPUT', {
      message:
        issue === 'field_required'
          ? 'Write the message the company will receive'
          : `message must be at most ${INQUIRY_COMMENT_MAX} characters`,
      details: { fields: { message: issue } },
    });
  }
  return context.db.transaction(async (tx) => {
    const { inquiry, company } = await lockOpenInquiry(tx, context, id);
    const answered = await markAnswered(tx, context, inquiry.id, { status: 'declined', response: text });
    await emailCompanyAnswer(tx, context.config, company.id, {
      kind: 'declined',
      services: inquiry.services,
      message: text,
    });
    await recordViewerAudit(tx, context, {
      action: 'service-inquiry.decline',
      entity: 'service_inquiry',
      entityId: String(inquiry.id),
    });
    return answered;
  });
}

// The request is locked first, then its company: two managers answering one request at once take turns, and the
// second is told it was answered.
async function lockOpenInquiry(
  tx: Db,
  context: SignedInContext,
  id: number,
): Promise<{ inquiry: ServiceInquiry; company: LockedCompany }> {
  const [inquiry] = await tx.select().from(serviceInquiries).where(eq(serviceInquiries.id, id)).for('update').limit(1);
  if (!inquiry || inquiry.companyId === null) throw new AppError('NOT_FOUND');
  const company = await lockManagedCompany(tx, context, inquiry.companyId);
  if (inquiry.status !== 'open') {
    throw new AppError('BAD_USER_INPUT', {
      message: 'This request was already answered',
      details: { reason: ALREADY_ANSWERED },
    });
  }
  return { inquiry, company };
}

function readServices(services: readonly string[]): string[] {
  const unknown = services.filter((service) => !isServiceCode(service));
  if (services.length === 0 || unknown.length > 0) {
    throw new AppError('BAD_USER_INPUT', {
      message: 'Choose the services to switch on',
      details: { fields: { services: 'unknown_service' } },
    });
  }
  return [...new Set(services)];
}

async function markAnswered(
  tx: Db,
  context: SignedInContext,
  id: number,
  answer: { status: 'accepted' | 'declined'; response: string | null },
): Promise<ServiceInquiry> {
  const [row] = await tx
    .update(serviceInquiries)
    .set({ ...answer, handledByAccountId: context.viewer.actor.id, handledAt: new Date() })
    .where(eq(serviceInquiries.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
