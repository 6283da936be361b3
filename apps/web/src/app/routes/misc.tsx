import { useLocation } from 'react-router';
import { ErrorPage } from '../../features/misc/error-page';
import { NotAuthorizedPage } from '../../features/misc/not-authorized-page';
import { NotFoundPage } from '../../features/misc/not-found-page';
import { UpgradePage } from '../../features/misc/upgrade-page';

function readFrom(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string') return state.from;
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
  return <NotAuthorizedPage />;
}
