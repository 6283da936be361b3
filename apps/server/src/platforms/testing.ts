import { PLATFORM_CODES, type PlatformCode } from '@comptoir/domain';
import type { PlatformConnection, PlatformConnections } from './platform-config';

/** Known secrets for tests, so a test can sign webhooks; no partner API unless a test gives one. */
export function createTestPlatformConnections(
  overrides: Partial<Record<PlatformCode, Partial<PlatformConnection>>> = {},
): PlatformConnections {
  const entries = PLATFORM_CODES.map((code): [PlatformCode, PlatformConnection] => [
    code,
    {
      webhookSecret: `test-webhook-secret-${code}`,
      apiUrl: '',
      authUrl: '',
      clientId: 'comptoir',
      clientSecret: `test-api-secret-${code}`,
      ...overrides[code],
    },
  ]);
  return Object.fromEntries(entries) as PlatformConnections;
}
