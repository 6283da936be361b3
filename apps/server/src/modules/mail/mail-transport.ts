import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config';

/** One e-mail as the worker hands it over; the same row always gives the same message (docs/accounts.md#e-mail). */
type MailMessage = { to: string; subject: string; text: string; html: string; messageId: string; date: Date };

export type MailTransport = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export function outboxDir(config: Pick<AppConfig, 'dataDir'>): string {
  return join(config.dataDir, 'outbox');
}

// A stalled server must not hold a worker pass for nodemailer's default ten minutes: the row is retried later.
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** SMTP when SMTP_URL is set; otherwise each message becomes an `.eml` file in DATA_DIR/outbox/. */
export function createMailTransport(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>): MailTransport {
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(message) {
        await smtp.sendMail({ from: config.mailFrom, ...message });
      },
      close: () => smtp.close(),
    };
  }
  return createOutboxTransport(outboxDir(config), config.mailFrom);
}

function createOutboxTransport(dir: string, from: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const { message: eml } = await builder.sendMail({ from, ...message });
      // DATA_DIR is owner-only (docs/security.md), and a reset link in the outbox is as good as the password.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Named after the Message-ID: sending the row again after a crash rewrites the same file rather than adding one.
      const file = join(dir, `${message.messageId.replace(/[^\w.@-]/g, '')}.eml`);
      // Written aside and renamed, so the outbox never lists half a message.
      await writeFile(`${file}.tmp`, eml, { mode: 0o600 });
      await rename(`${file}.tmp`, file);
    },
    close: () => builder.close(),
  };
}
