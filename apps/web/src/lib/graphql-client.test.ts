import { SESSION_KEYS_TO_CLEAR, STORAGE_KEYS } from '@comptoir/domain';
import { describe, expect, it, vi } from 'vitest';
import { mockGraphQL } from '../test/render';
import { graphql } from './graphql';
import { requestGraphQL, requestGraphQLIfChanged } from './graphql-client';
import { GraphQLRequestError } from './graphql-errors';
import { setNavigator } from './navigation';
import { queryClient } from './query-client';
import { getSession, refreshSession } from './session';

const ConnectedQuery = graphql(`
  query Connected {
    connected
  }
`);

function storeSession() {
  for (const key of SESSION_KEYS_TO_CLEAR) localStorage.setItem(key, 'value');
  localStorage.setItem(STORAGE_KEYS.lang, 'fr');
  refreshSession();
  queryClient.setQueryData(['profile'], { connected: true });
}

describe('requestGraphQL', () => {
  it('sends the bearer token, the switched account and the device language', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'jwt');
    localStorage.setItem(STORAGE_KEYS.switchUser, 'company@demo.comptoir.test');
    const fetchMock = mockGraphQL(() => ({ json: { data: { connected: true } } }));
    await expect(requestGraphQL(ConnectedQuery)).resolves.toEqual({ connected: true });
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer jwt');
    expect(headers['x-switch-user']).toBe('company@demo.comptoir.test');
    expect(headers['accept-language']).toBe('fr-FR');
  });

  it('leaves out the switched account when asked to act as the signed-in account', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'jwt');
    localStorage.setItem(STORAGE_KEYS.switchUser, 'company@demo.comptoir.test');
    const fetchMock = mockGraphQL(() => ({ json: { data: { connected: true } } }));
    await requestGraphQL(ConnectedQuery, {}, { asSignedInAccount: true });
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer jwt');
    expect(headers['x-switch-user']).toBeUndefined();
  });

  it.each([401, 403])('on HTTP %i clears the session keys and the cache, then goes to /login', async (status) => {
    storeSession();
    const navigate = vi.fn();
    setNavigator(navigate);
    mockGraphQL(() => ({
      status,
      json: { errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED' } }] },
    }));
    await expect(requestGraphQL(ConnectedQuery)).rejects.toBeInstanceOf(GraphQLRequestError);
    for (const key of SESSION_KEYS_TO_CLEAR) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lang)).toBe('fr');
    expect(getSession().token).toBeNull();
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('keeps partial data beside field errors', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockGraphQL(() => ({ json: { data: { connected: false }, errors: [{ message: 'x', path: ['me'] }] } }));
    await expect(requestGraphQL(ConnectedQuery)).resolves.toEqual({ connected: false });
  });

  it('throws the error code when there is no data, without ending the session', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'jwt');
    mockGraphQL(() => ({ json: { data: null, errors: [{ message: 'nope', extensions: { code: 'FORBIDDEN' } }] } }));
    await expect(requestGraphQL(ConnectedQuery)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt');
  });
});

describe('requestGraphQLIfChanged', () => {
  it('sends the entity tag it holds, and reads a 304 as unchanged, a 200 as new data with its tag', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const headers = init?.headers as Record<string, string>;
      if (headers['if-none-match'] === '"v1"') return new Response(null, { status: 304 });
      return new Response(JSON.stringify({ data: { connected: true } }), {
        status: 200,
        headers: { 'content-type': 'application/json', etag: '"v1"' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(requestGraphQLIfChanged(ConnectedQuery, {}, null)).resolves.toEqual({
      unchanged: false,
      data: { connected: true },
      etag: '"v1"',
    });
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>)['if-none-match']).toBeUndefined();
    await expect(requestGraphQLIfChanged(ConnectedQuery, {}, '"v1"')).resolves.toEqual({ unchanged: true });
  });
});
