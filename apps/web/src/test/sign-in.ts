import { STORAGE_KEYS } from '@comptoir/domain';
import type { Account } from '../lib/api/profile';
import { refreshSession } from '../lib/session';
import { profileAnswer } from './accounts';
import { mockGraphQL } from './render';

/** Stores a token and answers the profile query for `account`; other operations fail. */
export function signInAs(account: Account) {
  localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
  refreshSession();
  return mockGraphQL(({ query }) =>
    query.includes('query Profile')
      ? { json: profileAnswer(account) }
      : { json: { data: null, errors: [{ message: 'not mocked', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } },
  );
}
