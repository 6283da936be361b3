import { randomUUID } from 'node:crypto';
import { DEFAULT_LANG, isLang } from '@comptoir/domain';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { outgoingEmails } from '../../db/schema';
import { renderEmail } from './render-email';
import type { EmailTemplate } from './templates';

export type QueuedEmail = {
  template: EmailTemplate;
  to: string;
  /** The recipient's language (the account's `lang`); null or unsupported: DEFAULT_LANG. */
  lang: string | null;
  params: Record<string, string>;
};

/**
 * Renders the e-mail in the recipient's language and writes it to the outbox on `tx`, the transaction of the change
 * that causes it, so it is sent if and only if that change commits; the mail worker sends it (docs/accounts.md#e-mail).
 */
export async function queueEmail(tx: Db, config: AppConfig, email: QueuedEmail): Promise<void> {
  const lang = isLang(email.lang) ? email.lang : DEFAULT_LANG;
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
