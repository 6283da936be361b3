import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DRIVERS } from '../../db/testing';
import { schema } from '../../schema';
import { buildFuzzRequest, findRootFields, sendFuzzRequest } from '../../testing/api-fuzz';
import { startTestApi, type GraphQLResponse, type TestApi } from '../../testing/test-api';
import { nextClientAddress, signUp } from './testing/sign-up';

// docs/accounts.md#sign-up: until it enters its code, a company gets nothing a visitor would not — checked on every
// query and mutation of the schema, so an operation added later is held to it without being listed here.
const ROOT_FIELDS = findRootFields(schema);
// Its own session is its own to end.
const OWN_SESSION = new Set(['logout']);

const codeOf = (response: GraphQLResponse): unknown => response.body.errors?.[0]?.extensions?.code;

describe.each(TEST_DRIVERS)('a company that has not entered its code (%s)', (driver) => {
  let api: TestApi;
  let token: string;
  let png: Blob;

  beforeAll(async () => {
    api = await startTestApi(driver);
    token = (await signUp(api)).token;
    png = new Blob(
      [
        new Uint8Array(
          await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
            .png()
            .toBuffer(),
        ),
      ],
      { type: 'image/png' },
    );
  });
  afterAll(async () => {
    await api?.close();
  });

  const send = (root: (typeof ROOT_FIELDS)[number], as: string | null) =>
    sendFuzzRequest(buildFuzzRequest(root, {}), {
      graphqlUrl: api.graphqlUrl,
      token: as,
      clientAddress: nextClientAddress(),
      file: async () => png,
    });

  it.each(ROOT_FIELDS.map((root) => [`${root.operation} ${root.field.name}`, root] as const))(
    '%s: refused wherever a visitor is',
    async (_name, root) => {
      const visitor = await send(root, null);
      if (codeOf(visitor) !== 'UNAUTHENTICATED' || OWN_SESSION.has(root.field.name)) return;
      const waiting = await send(root, token);
      expect(codeOf(waiting)).toBe('ACCOUNT_NOT_VALIDATED');
      expect(waiting.body.data?.[root.field.name] ?? null).toBeNull();
    },
  );
});
