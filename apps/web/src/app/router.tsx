import { ROUTES, type RouteDef } from '@comptoir/domain';
import { useRoutes, type RouteObject } from 'react-router';
import { PinGate } from './guard/pin-gate';
import { RouteGate } from './guard/route-gate';
import { RouteErrorBoundary } from './routes/route-error';
import { findScreen } from './screens';
import { SessionEffects } from './session-effects';

function toRouteObject(route: RouteDef): RouteObject {
  const Screen = findScreen(route);
  return {
    path: route.path,
    element: (
      <RouteErrorBoundary>
        <PinGate pinTag={route.pinTag}>
          <Screen />
        </PinGate>
      </RouteErrorBoundary>
    ),
  };
}

/** The route tree from the domain table: one guarded layout per layout kind. */
function buildRoutes(routes: readonly RouteDef[]): RouteObject[] {
  return [
    {
      element: (
        <RouteErrorBoundary>
          <SessionEffects />
        </RouteErrorBoundary>
      ),
      children: [
        {
          element: <RouteGate layout="blank" />,
          children: routes.filter((route) => route.layout === 'blank').map(toRouteObject),
        },
        {
          element: <RouteGate layout="vertical" />,
          children: routes.filter((route) => route.layout === 'vertical').map(toRouteObject),
        },
      ],
    },
  ];
}

const APP_ROUTES = buildRoutes(ROUTES);

/**
 * The screen for the address, inside a BrowserRouter (app.tsx). Declarative routes rather than React Router's data
 * router: the app has no loader, and the data router weighs twice as much on the first load
 * (docs/web.md#fast-first-load).
 */
export function AppRoutes() {
  return useRoutes(APP_ROUTES);
}
