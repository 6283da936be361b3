import {
  isPhoneNumber,
  normalisePhoneNumber,
  requiredText,
  validateWebhookUrl,
  type ValidationKey,
} from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import { announceAccountChange } from '../../context/account-changes';
import type { SignedInContext } from '../../context/types';
import { accounts } from '../../db/schema';
import { AppError } from '../../errors';
import { type AccountNode, revealSecret } from '../accounts';
import { recordViewerAudit } from '../audit';
import { ownApplication } from './own-application';
import { generateWebhookSecret } from './webhook-signature';

export type ApplicationInfoInput = {
  name?: string | null;
  phone?: string | null;
  webhookUrl?: string | null;
  webhookEnabled?: boolean | null;
};

// Phone numbers without a country prefix are read as French, the country most restaurants are in.
const DEFAULT_PHONE_COUNTRY = 'FR';

/**
 * applicationInfo (docs/webhooks.md#console): the application's name, phone, webhook address and switch. A field left
 * out is unchanged. Turning webhooks on needs an address; the first address gets a secret, shown in this answer only.
 * A refusal names each field (`extensions.fields`) and changes nothing.
 */
export async function updateApplication(context: SignedInContext, input: ApplicationInfoInput): Promise<AccountNode> {
  const application = ownApplication(context);
  const name = input.name == null ? null : input.name.trim();
  const phone = input.phone == null ? null : input.phone.trim();
  const webhookUrl = input.webhookUrl == null ? null : input.webhookUrl.trim();
  const fields: Record<string, ValidationKey> = {};
  const nameError = name === null ? null : requiredText(name, { min: 1, max: 100 });
  if (nameError) fields.name = nameError;
  const phoneError = phone ? isPhoneNumber(phone, DEFAULT_PHONE_COUNTRY) : null;
  if (phoneError) fields.phone = phoneError;
  const urlError = webhookUrl === null ? null : validateWebhookUrl(webhookUrl);
  if (urlError) fields.webhookUrl = urlError;
  const finalUrl = webhookUrl ?? application.webhookUrl ?? '';
  const enabled = input.webhookEnabled ?? application.webhookEnabled;
  if (!urlError && enabled && finalUrl === '') fields.webhookUrl = 'field_required';
  if (Object.keys(fields).length > 0) throw new AppError('BAD_USER_INPUT', { details: { fields } });

  const newSecret = finalUrl !== '' && !application.webhookSecret ? generateWebhookSecret() : null;
  const [updated] = await context.db.transaction(async (tx) => {
    const rows = await tx
      .update(accounts)
      .set({
        ...(name === null ? {} : { name }),
        ...(phone === null ? {} : { phone: phone === '' ? null : normalisePhoneNumber(phone, DEFAULT_PHONE_COUNTRY) }),
        ...(webhookUrl === null ? {} : { webhookUrl: webhookUrl === '' ? null : webhookUrl }),
        webhookEnabled: enabled,
        ...(newSecret ? { webhookSecret: newSecret } : {}),
      })
      .where(eq(accounts.id, application.id))
      .returning();
    // Where the company's orders are sent is worth knowing afterwards: who set which address, and when.
    await recordViewerAudit(tx, context, {
      action: 'application.settings',
      entity: 'application',
      entityId: application.uuid,
      data: { webhookUrl: finalUrl || null, webhookEnabled: enabled, ...(newSecret ? { secret: 'created' } : {}) },
    });
    return rows;
  });
  if (!updated) throw new AppError('NOT_FOUND');
  await announceAccountChange(context, [updated.id]);
  if (newSecret) revealSecret(context, updated.id);
  return { account: updated };
}
