import { landingPath, type Connection } from '@comptoir/domain';
import { useProfile, type Account } from './api/profile';
import { useSession, type StoredUser } from './session';

export type Viewer = {
  /** The signed-in account: from the profile query, or the one saved at login while the profile is unreachable. */
  email: string;
  typename: Account['__typename'] | null;
  /** Roles that decide access: the switched account's while switching (the server grants its rights only). */
  roles: readonly string[];
  /**
   * While switching, the signed-in account's own roles: an excluded role held by either hides a menu entry
   * (docs/product.md#identity-switching).
   */
  actorRoles: readonly string[];
  me: Account | null;
  switchedUser: Account | null;
  /** The account whose screens are shown: the switched one when switching, else the signed-in one. */
  actingAs: Account | null;
  switchEmail: string | null;
  /** The signed-in company has not entered its e-mailed code yet (docs/accounts.md#sign-up). */
  awaitingValidation: boolean;
};

export type ConnectionState = { status: Connection; viewer: Viewer | null };

export function viewerFromProfile(me: Account, switchedUser: Account | null, switchEmail: string | null): Viewer {
  return {
    email: me.email,
    typename: (switchedUser ?? me).__typename,
    roles: (switchedUser ?? me).roles,
    actorRoles: switchedUser ? me.roles : [],
    me,
    switchedUser,
    actingAs: switchedUser ?? me,
    switchEmail,
    awaitingValidation: me.__typename === 'Company' && me.awaitingValidation,
  };
}

function viewerFromStoredUser(user: StoredUser, switchEmail: string | null): Viewer {
  return {
    email: user.email,
    typename: null,
    roles: user.roles,
    actorRoles: [],
    me: null,
    switchedUser: null,
    actingAs: null,
    switchEmail,
    awaitingValidation: false,
  };
}

/** The connection state of the route guard: unknown while the first profile answer is awaited. */
export function useConnection(): ConnectionState {
  const session = useSession();
  const profile = useProfile();
  if (!session.token) return { status: 'visitor', viewer: null };
  if (profile.data) {
    const { connected, me, switchedUser } = profile.data;
    if (!connected || !me) return { status: 'visitor', viewer: null };
    return { status: 'connected', viewer: viewerFromProfile(me, switchedUser, session.switchUser) };
  }
  // A refetch after a failure puts an answerless query back to pending: without network the guard would swap the
  // layout for its spinner at every try (docs/offline.md), so one failure is enough.
  if (profile.isError || profile.errorUpdateCount > 0) {
    // Offline tablet: the token is still stored, so keep working as the account saved at login.
    if (session.user) return { status: 'connected', viewer: viewerFromStoredUser(session.user, session.switchUser) };
    return { status: 'visitor', viewer: null };
  }
  return { status: 'unknown', viewer: null };
}

/**
 * Where "Back to home" leads: the account's landing page (docs/roles.md#landing); a visitor goes through / to sign in.
 */
export function useLandingPath(): string {
  const { status, viewer } = useConnection();
  return status === 'connected' && viewer ? landingPath(viewer.roles) : '/';
}
