import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../../../db/client';
import type { PlatformConnection } from '../../../platforms/platform-config';
import { storeGrant } from '../../../platforms/uber-eats/grants';

/**
 * A stand-in for Uber Eats in the authorisation matrix: it answers the owner's store listing with no store, so that an
 * allowed `uberEatsStores` is judged on who asked, not on the network.
 */
export async function startMatrixUber(): Promise<{ connection: Partial<PlatformConnection>; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(request.url?.startsWith('/v1/eats/stores') ? { stores: [], next_key: null } : {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    connection: { apiUrl: `http://127.0.0.1:${port}` },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An owner's grant of the company, valid for a day: its public id is what `uberEatsStores` takes. */
export function createMatrixGrant(db: Db, dataKey: Uint8Array, companyId: number): Promise<string> {
  return storeGrant(db, dataKey, {
    companyId,
    platform: 'PLATFORM_UBER_EAT',
    tokens: {
      accessToken: 'matrix-owner-token',
      refreshToken: null,
      expiresAt: new Date(Date.now() + 86_400_000),
      scope: 'eats.pos_provisioning',
    },
    createdByAccountId: null,
    stateNonce: null,
  });
}
