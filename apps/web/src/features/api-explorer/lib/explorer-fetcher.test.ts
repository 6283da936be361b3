import { STORAGE_KEYS } from '@comptoir/domain';
import { describe, expect, it, vi } from 'vitest';
import { mockGraphQL } from '../../../test/render';
import { setNavigator } from '../../../lib/navigation';
import { getSession, refreshSession } from '../../../lib/session';
import { createExplorerFetcher, withCurrentOperationName } from './explorer-fetcher';

describe('createExplorerFetcher', () => {
  it('sends the session token and the switched account of the moment, over any header of the request', async () => {
    const fetchMock = mockGraphQL(() => ({ json: { data: { me: { email: 'company@demo.comptoir.test' } } } }));
    const fetcher = createExplorerFetcher();
    localStorage.setItem(STORAGE_KEYS.token, 'jwt-1');
    localStorage.setItem(STORAGE_KEYS.switchUser, 'company@demo.comptoir.test');
    await expect(
      fetcher({ query: '{ me { email } }' }, { headers: { authorization: 'Bearer typed' } }),
    ).resolves.toEqual({
      data: { me: { email: 'company@demo.comptoir.test' } },
    });
    // A token refreshed after the explorer opened is the one sent.
    localStorage.setItem(STORAGE_KEYS.token, 'jwt-2');
    localStorage.removeItem(STORAGE_KEYS.switchUser);
    await fetcher({ query: '{ me { email } }' });

    const [first, second] = fetchMock.mock.calls.map(([url, init]) => ({
      url,
      headers: init?.headers as Record<string, string>,
    }));
    expect(first?.url).toBe('/graphql/kom');
    expect(first?.headers.authorization).toBe('Bearer jwt-1');
    expect(first?.headers['x-switch-user']).toBe('company@demo.comptoir.test');
    expect(second?.headers.authorization).toBe('Bearer jwt-2');
    expect(second?.headers['x-switch-user']).toBeUndefined();
  });

  it('ends the session when the server refuses the token', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'revoked');
    refreshSession();
    const navigate = vi.fn();
    setNavigator(navigate);
    mockGraphQL(() => ({
      status: 401,
      json: { errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED' } }] },
    }));
    await createExplorerFetcher()({ query: '{ me { email } }' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(getSession().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});

describe('the operation name sent with a query', () => {
  it('is dropped when the only operation of the document has another name (GraphiQL lagging behind the editor)', () => {
    expect(withCurrentOperationName({ query: '{ me { email } }', operationName: 'Me' })).toEqual({
      query: '{ me { email } }',
      operationName: null,
    });
  });

  it('is kept when the document defines it, or when the document has several operations or cannot be read', () => {
    const two = 'query A { me { email } } query B { connected }';
    expect(withCurrentOperationName({ query: 'query Me { me { email } }', operationName: 'Me' }).operationName).toBe(
      'Me',
    );
    expect(withCurrentOperationName({ query: two, operationName: 'C' }).operationName).toBe('C');
    expect(withCurrentOperationName({ query: '{ me {', operationName: 'Me' }).operationName).toBe('Me');
  });
});
