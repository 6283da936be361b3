import { describe, expect, it } from 'vitest';
import { signLink } from '../lib/signed-links';
import { signAccessToken, verifyAccessToken } from './tokens';

const SECRET = new TextEncoder().encode('a-test-secret-of-thirty-two-bytes!');

describe('access tokens', () => {
  it('accept a session token', async () => {
    const token = await signAccessToken(SECRET, { uuid: 'account-uuid', tokenVersion: 3 });
    expect(await verifyAccessToken(SECRET, token)).toEqual({
      ok: true,
      accountUuid: 'account-uuid',
      tokenVersion: 3,
      deviceId: null,
    });
  });

  it('refuse a signed link used as a bearer token, though it has a subject, a version and an expiry', async () => {
    const link = await signLink(SECRET, 'invoices', { subject: 'account-uuid', claims: { acc: 1, ver: 3 } });
    expect(await verifyAccessToken(SECRET, link)).toEqual({ ok: false, reason: 'invalid' });
  });
});
