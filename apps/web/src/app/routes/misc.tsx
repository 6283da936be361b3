import { canOpenPath, canSwitchUser, findRoute, isCompanyScreen } from '@comptoir/domain';
import { Navigate, useLocation } from 'react-router';
import { ErrorPage } from '../../features/misc/error-page';
import { NotAuthorizedPage } from '../../features/misc/not-authorized-page';
import { NotFoundPage } from '../../features/misc/not-found-page';
import { UpgradePage } from '../../features/misc/upgrade-page';
import { SwitchUserPicker } from '../../features/switch-user/components/switch-user-picker';
import { useConnection } from '../../lib/connection';

function readFrom(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string')
    return state.from;
  return null;
}

export function UpgradeRoute() {
  return <UpgradePage from={readFrom(useLocation().state)} />;
}

export function NotFoundRoute() {
  return <NotFoundPage />;
}

export function ErrorRoute() {
  return <ErrorPage />;
}

export function NotAuthorizedRoute() {
  const from = readFrom(useLocation().state);
  const { viewer } = useConnection();
  // Switching reloads this page: once acting as a company that opens the page asked for, go there.
  if (from && viewer && canOpenPath(from, viewer.roles)) return <Navigate to={from} replace />;
  // An administrator refused one company's screen (/menus) opens it by acting as that company (docs/roles.md).
  const me = viewer?.me ?? null;
  const offerSwitch = from !== null && me !== null && canSwitchUser(me.roles) && isCompanyScreen(findRoute(from).route);
  return (
    <NotAuthorizedPage
      switchUser={offerSwitch ? <SwitchUserPicker switchEmail={viewer?.switchEmail ?? null} /> : undefined}
    />
  );
}
