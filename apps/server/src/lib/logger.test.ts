import { describe, expect, it } from 'vitest';
import { createLogger, redactText } from './logger';

function captureLogger() {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  return { logger, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('logger', () => {
  it('writes one JSON line per entry with level, time and message', () => {
    const { logger, entries } = captureLogger();
    logger.info({ route: '/graphql/kom', status: 200 }, 'request');
    logger.debug('not at info');
    expect(entries()).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        route: '/graphql/kom',
        status: 200,
        time: expect.any(String),
      }),
    ]);
  });

  it('masks secret keys at any depth, whatever their spelling', () => {
    const { logger, entries } = captureLogger();
    logger.info(
      {
        headers: { Authorization: 'Bearer abc.def', cookie: 'session=1', 'x-switch-user': 'ann@example.com' },
        variables: {
          password: 'hunter22',
          newPassword: 'hunter23',
          pin: '1234',
          token: 'tk-9f8e',
          resetToken: 'tk-7a6b',
          webhookSecret: 'sh-5c4d',
          email: 'ann@example.com',
          phone: '+33 6 12 34 56 78',
          iban: 'FR7630006000011234567890189',
          credentials: { login: 'store-login', password: 'store-pass' },
        },
        status: 200,
      },
      'request',
    );
    const line = JSON.stringify(entries()[0]);
    for (const secret of [
      'abc.def',
      'session=1',
      'ann@example.com',
      'hunter2',
      '1234',
      'tk-',
      'sh-5c4d',
      '12 34',
      'FR76',
      'store-',
    ])
      expect(line).not.toContain(secret);
    expect(entries()[0]).toMatchObject({ status: 200, headers: { Authorization: '[redacted]' } });
  });

  it('removes personal data from messages and free text', () => {
    const { logger, entries } = captureLogger();
    logger.error(
      { error: new Error('No account for bob@example.org, call 06 12 34 56 78 or +44 20 7946 0958') },
      'Sending to bob@example.org failed with Bearer eyJhbGciOi.eyJzdWIiOjF9.sig, IBAN DE89 3704 0044 0532 0130 00',
    );
    const line = JSON.stringify(entries()[0]);
    for (const secret of ['bob@example.org', '12 34 56 78', '7946', 'eyJ', '3704']) expect(line).not.toContain(secret);
    expect(entries()[0]?.msg).toBe('Sending to [email] failed with Bearer [redacted], IBAN [iban]');
  });

  it('leaves ids, durations and instants alone', () => {
    expect(redactText('cart 123456 took 1500 ms at 2026-11-27T14:00:00.000Z')).toBe(
      'cart 123456 took 1500 ms at 2026-11-27T14:00:00.000Z',
    );
  });
});
