import { ROUTES, type RouteDef } from '@comptoir/domain';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PinGate } from './guard/pin-gate';
import { RouteGate } from './guard/route-gate';
import { RouteErrorBoundary } from './routes/route-error';
import { findScreen } from './screens';
import { SessionEffects } from './session-effects';

function toRouteObject(route: RouteDef): RouteObject {
  const Screen = findScreen(route);
  return {
    path: route.path,
    handle: { route },
    errorElement: <RouteErrorBoundary />,
    element: (
      <PinGate pinTag={route.pinTag}>
        <Screen />
      </PinGate>
    ),
  };
}

/** The route tree from the domain table: one guarded layout per layout kind. */
export function buildRoutes(routes: readonly RouteDef[] = ROUTES): RouteObject[] {
  return [
    {
      element: <SessionEffects />,
      errorElement: <RouteErrorBoundary />,
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

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
