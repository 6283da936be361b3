import type { Random } from './random';

// The Uber Eats restaurant owner of the demo (docs/demo-data.md#uber-eats-owner): the person who signs in on Uber's
// authorize page and lets Comptoir list their stores and become their order manager
// (docs/platforms.md#connecting-uber-eats). Codes, owner tokens and each store's pos_data live here, in memory, like
// the rest of the simulator.

type UberLocation = { address: string; city: string; postalCode: string; country: string };
export type UberOwnerStore = {
  storeId: string;
  name: string;
  location: UberLocation | null;
  /** A store already linked to Comptoir: the pos_data's integrator_store_id (the restaurant's uuid). */
  integratorStoreId?: string;
};

/** The owner's stores Comptoir does not hold yet: the integration wizard connects them. Fixed, for docs and tests. */
export const UNCONNECTED_UBER_STORES: readonly UberOwnerStore[] = [
  {
    storeId: '3f6c2b1e-8d4a-4c55-9e21-7a0b5d9c4e01',
    name: 'Demo Burger Oberkampf',
    location: { address: '101 rue Oberkampf', city: 'Paris', postalCode: '75011', country: 'FR' },
  },
  {
    storeId: '3f6c2b1e-8d4a-4c55-9e21-7a0b5d9c4e02',
    name: 'Demo Burger Montmartre',
    location: { address: '18 rue des Abbesses', city: 'Paris', postalCode: '75018', country: 'FR' },
  },
  {
    storeId: '3f6c2b1e-8d4a-4c55-9e21-7a0b5d9c4e03',
    name: 'Demo Burger Batignolles',
    location: { address: '42 rue des Batignolles', city: 'Paris', postalCode: '75017', country: 'FR' },
  },
];

export type UberOwner = {
  name: string;
  /** The owner's stores already connected to Comptoir; the unconnected ones are added after them. */
  stores: readonly UberOwnerStore[];
};

export type PosData = {
  integration_enabled: boolean;
  integrator_store_id: string;
  integrator_brand_id: string | null;
  is_order_manager: boolean;
  store_configuration_data: string | null;
};

type Code = { clientId: string; redirectUri: string; scope: string; expiresAt: number };
type OwnerToken = { expiresAt: number; scope: string };

// An authorization code is for one exchange within minutes (RFC 6749 §4.1.2 recommends at most ten).
const CODE_LIFETIME_MS = 10 * 60_000;
// Uber's tokens last 30 days (docs/platforms.md#uber-eats).
const OWNER_TOKEN_SECONDS = 2_592_000;
export const PROVISIONING_SCOPE = 'eats.pos_provisioning';

type TokenAnswer = { status: number; body: Record<string, unknown> };

export type UberMerchant = {
  owner: { name: string; stores: readonly UberOwnerStore[] };
  ownsStore(storeId: string): boolean;
  store(storeId: string): UberOwnerStore | null;
  issueCode(input: { clientId: string; redirectUri: string; scope: string }): string;
  exchangeCode(input: { code: string; clientId: string; redirectUri: string }): TokenAnswer;
  refresh(refreshToken: string): TokenAnswer;
  /** Whether the bearer token is an owner's (authorization_code) token still valid. */
  isOwnerToken(token: string): boolean;
  posData(storeId: string): PosData | null;
  setPosData(storeId: string, data: PosData | null): void;
};

export function createUberMerchant(owner: UberOwner, random: Random, now: () => Date): UberMerchant {
  const stores = [...owner.stores, ...UNCONNECTED_UBER_STORES];
  const codes = new Map<string, Code>();
  const tokens = new Map<string, OwnerToken>();
  const refreshTokens = new Map<string, string>();
  const posData = new Map<string, PosData>(
    owner.stores.flatMap((store) =>
      store.integratorStoreId
        ? [
            [
              store.storeId,
              {
                integration_enabled: true,
                integrator_store_id: store.integratorStoreId,
                integrator_brand_id: null,
                is_order_manager: true,
                store_configuration_data: null,
              },
            ] as const,
          ]
        : [],
    ),
  );

  function issueTokens(scope: string): TokenAnswer {
    const accessToken = `owner-${random.letters(8)}${random.digits(8)}`;
    const refreshToken = `refresh-${random.letters(8)}${random.digits(8)}`;
    tokens.set(accessToken, { expiresAt: now().getTime() + OWNER_TOKEN_SECONDS * 1000, scope });
    refreshTokens.set(refreshToken, scope);
    return {
      status: 200,
      body: {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: OWNER_TOKEN_SECONDS,
        refresh_token: refreshToken,
        scope,
      },
    };
  }

  const invalidGrant = (description: string): TokenAnswer => ({
    status: 400,
    body: { error: 'invalid_grant', error_description: description },
  });

  return {
    owner: { name: owner.name, stores },
    ownsStore: (storeId) => stores.some((store) => store.storeId === storeId),
    store: (storeId) => stores.find((store) => store.storeId === storeId) ?? null,
    issueCode(input) {
      const code = `code-${random.letters(12)}${random.digits(6)}`;
      codes.set(code, { ...input, expiresAt: now().getTime() + CODE_LIFETIME_MS });
      return code;
    },
    exchangeCode({ code, clientId, redirectUri }) {
      const issued = codes.get(code);
      // Single use: a code is gone once presented, right or wrong (RFC 6749 §4.1.2).
      codes.delete(code);
      if (!issued) return invalidGrant('The authorization code is unknown or was already used');
      if (issued.expiresAt <= now().getTime()) return invalidGrant('The authorization code has expired');
      if (issued.clientId !== clientId) return invalidGrant('The authorization code was issued to another client');
      if (issued.redirectUri !== redirectUri)
        return invalidGrant('redirect_uri differs from the one of the authorization request');
      return issueTokens(issued.scope);
    },
    refresh(refreshToken) {
      const scope = refreshTokens.get(refreshToken);
      if (scope === undefined) return invalidGrant('The refresh token is unknown or was revoked');
      return issueTokens(scope);
    },
    isOwnerToken(token) {
      const issued = tokens.get(token);
      return issued !== undefined && issued.expiresAt > now().getTime();
    },
    posData: (storeId) => posData.get(storeId) ?? null,
    setPosData(storeId, data) {
      if (data) posData.set(storeId, data);
      else posData.delete(storeId);
    },
  };
}
