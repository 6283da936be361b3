import { guardRoute } from '@comptoir/domain';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { useConnection } from '../../lib/connection';
import { withScreenStrings } from '../../lib/i18n';
import { useCurrentRoute } from '../current-route';
import { BlankLayout } from '../layouts/blank-layout';

// The signed-in shell (side menu, top bar, their feeds) is its own chunk: the login page never downloads it
// (docs/web.md#fast-first-load).
const VerticalLayout = lazy(() =>
  withScreenStrings(import('../layouts/vertical-layout')).then((module) => ({ default: module.VerticalLayout })),
);

type RouteGateProps = { layout: 'blank' | 'vertical' };

/** Route guard around a layout (docs/roles.md#route-guard): spinner, redirect, or the layout with the page. */
export function RouteGate({ layout }: RouteGateProps) {
  const route = useCurrentRoute();
  const location = useLocation();
  const { status, viewer } = useConnection();
  if (!route) return <Outlet />;
  const decision = guardRoute({
    route,
    connection: status,
    roles: viewer?.roles ?? [],
    pathname: location.pathname,
    awaitingValidation: viewer?.awaitingValidation ?? false,
  });
  if (decision.kind === 'spinner') return <FullPageSpinner />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace state={decision.state} />;
  if (layout === 'blank') return <BlankLayout />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <VerticalLayout viewer={viewer} />
    </Suspense>
  );
}
