import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outgoingEmails } from '../../db/schema';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import { createTestConfig, startTestApi } from '../../testing/test-api';
import { createMailTransport, outboxDir } from './mail-transport';
import { sendDueEmails } from './mail-worker';
import { queueEmail } from './queue-email';
import type { OutboxEntry } from './serve-outbox';
import { startTestSmtpServer, type TestSmtpServer } from './testing/smtp-server';

const HOUR = 60 * 60_000;

describe.each(TEST_DRIVERS)('e-mail through SMTP (%s)', (driver) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  const config = createTestConfig({ publicUrl: 'https://comptoir.example' });
  const transport = () => createMailTransport({ ...config, smtpUrl: smtp.url });

  beforeAll(async () => {
    [database, smtp] = await Promise.all([openTestDatabase(driver), startTestSmtpServer()]);
  });
  afterAll(async () => {
    await Promise.all([database?.dispose(), smtp?.close()]);
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    await database.db.delete(outgoingEmails);
  });

  it('delivers a queued e-mail once, in the recipient’s language, and keeps no body afterwards', async () => {
    const link = 'https://comptoir.example/client-password/abc';
    await database.db.transaction((tx) =>
      queueEmail(tx, config, { template: 'password-reset', to: 'ola@example.pl', lang: 'pl', params: { link } }),
    );

    expect(await sendDueEmails({ db: database.db, transport: transport() })).toBe(1);
    expect(
      await sendDueEmails({ db: database.db, transport: transport(), now: () => new Date(Date.now() + 2 * HOUR) }),
    ).toBe(0);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.subject).toBe('Zresetuj hasło do Comptoir');
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('ola@example.pl');
    expect(mail?.from?.text).toContain('no-reply@comptoir.test');
    expect(mail?.text).toContain('Ustaw nowe hasło za pomocą tego linku');
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.html).toContain('Ustaw nowe hasło');
    const [row] = await database.db.select().from(outgoingEmails);
    expect(row).toMatchObject({ status: 'sent', text: null, html: null });
    expect(mail?.messageId).toBe(row?.messageId);
  });

  it('falls back to the default language and escapes what the HTML part shows', async () => {
    await database.db.transaction((tx) =>
      queueEmail(tx, config, {
        template: 'account-code',
        to: 'new@example.com',
        lang: null,
        params: { code: '123456', name: '<b>Ann</b>' },
      }),
    );
    await sendDueEmails({ db: database.db, transport: transport() });

    const [mail] = smtp.received;
    expect(mail?.subject).toBe('Your Comptoir account code');
    expect(mail?.text).toContain('Hello <b>Ann</b>,');
    expect(mail?.html).toContain('Hello &lt;b&gt;Ann&lt;/b&gt;,');
    expect(mail?.html).not.toContain('<b>Ann');
    expect(mail?.html).toContain('123456');
  });

  it('tries again later when the server refuses the message, then delivers it', async () => {
    smtp.refuseNext(1);
    await database.db.transaction((tx) =>
      queueEmail(tx, config, { template: 'password-changed', to: 'jean@example.fr', lang: 'fr', params: {} }),
    );

    expect(await sendDueEmails({ db: database.db, transport: transport(), baseDelayMs: 60_000 })).toBe(1);
    expect(smtp.received).toHaveLength(0);
    const [waiting] = await database.db.select().from(outgoingEmails);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toContain('550');
    expect(waiting?.text).toContain('vient d’être modifié');
    // Not before its backoff.
    expect(await sendDueEmails({ db: database.db, transport: transport() })).toBe(0);

    expect(
      await sendDueEmails({ db: database.db, transport: transport(), now: () => new Date(Date.now() + 2 * 60_000) }),
    ).toBe(1);
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Votre mot de passe Comptoir a été modifié']);
    expect(smtp.received[0]?.html).toContain('href="https://comptoir.example/forgot-password"');
  });

  it('gives up after a day of refusals and forgets the body', async () => {
    smtp.refuseNext(1);
    await database.db.transaction((tx) =>
      queueEmail(tx, config, {
        template: 'tablet-enrolled',
        to: 'ana@example.es',
        lang: 'es',
        params: { deviceName: 'Caja' },
      }),
    );

    await sendDueEmails({ db: database.db, transport: transport(), now: () => new Date(Date.now() + 25 * HOUR) });

    const [row] = await database.db.select().from(outgoingEmails);
    expect(row).toMatchObject({ status: 'failed', text: null, html: null });
    expect(smtp.received).toHaveLength(0);
  });

  it('sends nothing when the transaction that queued the e-mail rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queueEmail(tx, config, { template: 'password-changed', to: 'jean@example.fr', lang: 'fr', params: {} });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    expect(await sendDueEmails({ db: database.db, transport: transport() })).toBe(0);
    expect(await database.db.select().from(outgoingEmails)).toEqual([]);
    expect(smtp.received).toHaveLength(0);
  });
});

describe.each(TEST_DRIVERS)('e-mail without SMTP_URL (%s)', (driver) => {
  it('writes an owner-only .eml file that the demo lists at /simulator/outbox', async () => {
    const api = await startTestApi(driver, { demo: true });
    try {
      const link = `${api.config.publicUrl}/client-password/xyz`;
      await api.database.db.transaction((tx) =>
        queueEmail(tx, api.config, {
          template: 'password-reset',
          to: 'marie@example.fr',
          lang: 'fr',
          params: { link },
        }),
      );
      expect(await sendDueEmails({ db: api.database.db, transport: createMailTransport(api.config) })).toBe(1);

      const dir = outboxDir(api.config);
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(statSync(join(dir, files[0] ?? '')).mode & 0o077).toBe(0);
      expect(statSync(dir).mode & 0o077).toBe(0);
      expect(readFileSync(join(dir, files[0] ?? ''), 'utf8')).toContain('Subject: =?UTF-8?');

      const response = await fetch(`${api.url}/simulator/outbox`);
      expect(response.status).toBe(200);
      const entries = (await response.json()) as OutboxEntry[];
      expect(entries).toEqual([
        expect.objectContaining({
          to: 'marie@example.fr',
          subject: 'Réinitialisez votre mot de passe Comptoir',
          links: [link],
        }),
      ]);
      expect(entries[0]?.text).toContain('Il ne sert qu’une fois, pendant une heure');
    } finally {
      await api.close();
    }
  });

  it('keeps the outbox private outside demo mode', async () => {
    const api = await startTestApi(driver, { demo: false });
    try {
      expect((await fetch(`${api.url}/simulator/outbox`)).status).toBe(404);
    } finally {
      await api.close();
    }
  });
});
