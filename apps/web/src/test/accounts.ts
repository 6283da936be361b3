import type { Role } from '@comptoir/domain';
import { viewerFromProfile, type Viewer } from '../lib/connection';
import type { Account } from '../lib/api/profile';

type AccountKind = 'User' | 'Company' | 'Application';

/** An account as the profile query returns it. */
export function anAccount(
  kind: AccountKind,
  roles: Role[],
  email = `${kind.toLowerCase()}@demo.comptoir.test`,
): Account {
  const base = { uuid: `uuid-${email}`, email, roles, enabled: true, currency: 'EUR', lang: 'en' };
  if (kind === 'Company')
    return {
      ...base,
      __typename: 'Company',
      id: 1,
      name: 'Demo Burger Co',
      picture: null,
      pagesAccess: [],
      awaitingValidation: false,
      documentLanguage: 'fr',
    };
  if (kind === 'Application') return { ...base, __typename: 'Application', name: 'Demo POS' };
  return { ...base, __typename: 'User', firstName: 'Ada', lastName: 'Admin', picture: null };
}

export function aViewer(me: Account, switchedUser: Account | null = null): Viewer {
  return viewerFromProfile(me, switchedUser, switchedUser?.email ?? null);
}

/** The `Profile` query answer for an account, as JSON from the server. */
export function profileAnswer(me: Account) {
  return { data: { init: { connected: true, me, switchedUser: null, platforms: [], printers: [] } } };
}
