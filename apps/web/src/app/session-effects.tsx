import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useDeviceCheckIn } from '../features/operations/lib/use-device-check-in';
import { dropExpiredPinSession } from '../lib/pin/pin-session';
import { useConnection } from '../lib/connection';
import { useProfile } from '../lib/api/profile';
import { useSession } from '../lib/session';
import { signOut } from '../lib/sign-out';
import { useTokenRefresh } from '../lib/token-refresh';

/**
 * Background session rules (docs/product.md#background) that apply on every page. Of the product's polls only the
 * profile one (60 s) is kept: the three extra polls (15 s, 10 min, 60 s) have results the product never uses.
 */
export function SessionEffects() {
  const { token, switchUser } = useSession();
  const profile = useProfile();
  const { viewer } = useConnection();
  useTokenRefresh();
  useDeviceCheckIn(viewer);
  useEffect(() => dropExpiredPinSession(), []);

  const me = profile.data?.me;
  const connected = profile.data?.connected;
  useEffect(() => {
    if (!token || !profile.data) return;
    // The server no longer knows this token, or the account was disabled and no switch is active.
    if (connected === false || (me && !me.enabled && !switchUser)) signOut();
  }, [token, profile.data, connected, me, switchUser]);

  return <Outlet />;
}
