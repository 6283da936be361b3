import { guardRoute } from '@comptoir/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { useConnection } from '../../lib/connection';
import { useCurrentRoute } from '../current-route';
import { BlankLayout } from '../layouts/blank-layout';
import { VerticalLayout } from '../layouts/vertical-layout';

type RouteGateProps = { layout: 'blank' | 'vertical' };

/** SPEC §2 route guard around a layout: spinner, redirect, or the layout with the page. */
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
  return layout === 'blank' ? <BlankLayout /> : <VerticalLayout viewer={viewer} />;
}
