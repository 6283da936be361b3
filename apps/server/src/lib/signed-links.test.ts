import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { LINK_LIFETIME_SECONDS, readLink, signLink, type LinkContent, type LinkPurpose } from './signed-links';

const SECRET = new TextEncoder().encode('a-test-secret-of-thirty-two-bytes!');
const OTHER_SECRET = new TextEncoder().encode('another-secret-of-thirty-two-byte');
const NOW = new Date('2026-03-01T12:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

function sign(
  content: LinkContent = { subject: 'a/b.jpg', claims: { acc: 7, ver: 2 } },
  purpose: LinkPurpose = 'uploads',
) {
  return signLink(SECRET, purpose, content, NOW);
}

// Replaces one character of a token's part (0 header, 1 payload, 2 MAC) by another base64url character.
function tamper(token: string, part: 0 | 1 | 2): string {
  const parts = token.split('.');
  const text = parts[part] ?? '';
  const index = Math.floor(text.length / 2);
  parts[part] = `${text.slice(0, index)}${text[index] === 'A' ? 'B' : 'A'}${text.slice(index + 1)}`;
  return parts.join('.');
}

describe('signed links', () => {
  it('opens what it was signed for, with its claims, until its lifetime ends', async () => {
    const token = await sign();
    const opened = await readLink(SECRET, 'uploads', token, {
      subject: 'a/b.jpg',
      now: later(LINK_LIFETIME_SECONDS.uploads - 1),
    });
    expect(opened).toMatchObject({ ok: true, claims: { acc: 7, ver: 2, sub: 'a/b.jpg', aud: 'comptoir:uploads' } });
    expect(await readLink(SECRET, 'uploads', token, { now: later(LINK_LIFETIME_SECONDS.uploads) })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('gives each purpose its own lifetime', async () => {
    const token = await sign({ subject: 'x', claims: {} }, 'exports');
    expect((await readLink(SECRET, 'exports', token, { now: later(LINK_LIFETIME_SECONDS.exports - 1) })).ok).toBe(true);
    expect(await readLink(SECRET, 'exports', token, { now: later(LINK_LIFETIME_SECONDS.exports) })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('never opens another purpose, even for the same subject and claims', async () => {
    const token = await sign();
    for (const purpose of ['invoices', 'exports'] as const) {
      expect(await readLink(SECRET, purpose, token, { now: NOW })).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('never opens another subject', async () => {
    expect(await readLink(SECRET, 'uploads', await sign(), { subject: 'a/c.jpg', now: NOW })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it.each([0, 1, 2] as const)('refuses a token tampered with in part %i', async (part) => {
    expect(await readLink(SECRET, 'uploads', tamper(await sign(), part), { now: NOW })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses a token whose claims were rewritten and re-encoded without the secret', async () => {
    const [header, payload, mac] = (await sign()).split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const widened = Buffer.from(JSON.stringify({ ...claims, acc: 1 })).toString('base64url');
    expect(await readLink(SECRET, 'uploads', `${header}.${widened}.${mac}`, { now: NOW })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses a token signed with another secret, even when expired', async () => {
    const token = await signLink(OTHER_SECRET, 'uploads', { claims: {} }, NOW);
    expect(await readLink(SECRET, 'uploads', token, { now: NOW })).toEqual({ ok: false, reason: 'invalid' });
    expect(await readLink(SECRET, 'uploads', token, { now: later(10 * LINK_LIFETIME_SECONDS.uploads) })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it.each([
    ['an empty token', ''],
    ['words', 'not-a-token'],
    ['two parts', 'e30.e30'],
    [
      'an unsigned token',
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"aud":"comptoir:uploads","exp":9999999999}').toString('base64url')}.`,
    ],
  ])('refuses a malformed token (%s)', async (_name, token) => {
    expect(await readLink(SECRET, 'uploads', token, { now: NOW })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token without an expiry', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('comptoir:uploads')
      .sign(SECRET);
    expect(await readLink(SECRET, 'uploads', token, { now: NOW })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('opens a link in the format handed out before this module, so existing links keep working', async () => {
    const issuedAt = Math.floor(NOW.getTime() / 1000);
    const before = await new SignJWT({ acc: 7, ver: 2 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('inv-uuid')
      .setAudience('comptoir:invoices')
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 60 * 60)
      .sign(SECRET);
    expect(await readLink(SECRET, 'invoices', before, { subject: 'inv-uuid', now: NOW })).toMatchObject({
      ok: true,
      claims: { acc: 7, ver: 2 },
    });
  });
});
