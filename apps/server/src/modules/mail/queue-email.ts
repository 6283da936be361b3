import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { outgoingEmails } from '../../db/schema';
import { accountLanguage } from '../languages';
import { renderEmail } from './render-email';
import type { EmailTemplate } from './templates';

export type QueuedEmail = {
  template: EmailTemplate;
  to: string;
  /** The recipient's stored language (the account's `lang`), read by accountLanguage (docs/product.md#documents). */
  lang: string | null;
  params: Record<string, string>;
};

/**
 * Renders the e-mail in the recipient's language and writes it to the outbox on `tx`, the transaction of the change
 * that causes it, so it is sent if and only if that change commits; the mail worker sends it (docs/accounts.md#e-mail).
 */
export async function queueEmail(tx: Db, config: AppConfig, email: QueuedEmail): Promise<void> {
  const lang = accountLanguage({ lang: email.lang });
  const rendered = renderEmail(email.template, lang, email.params, config.publicUrl);
  await tx.insert(outgoingEmails).values({
    template: email.template,
    toAddress: email.to,
    lang,
    ...rendered,
    // Fixed now, so every attempt to send this row is the same message to the receiving servers.
    messageId: `<${randomUUID()}@${new URL(config.publicUrl).hostname}>`,
  });
}
