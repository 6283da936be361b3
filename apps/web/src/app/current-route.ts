import { useMatches } from 'react-router';
import type { RouteDef } from '@comptoir/domain';

type RouteHandle = { route: RouteDef };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The domain route of the deepest matched screen. */
export function useCurrentRoute(): RouteDef | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    if (isRouteHandle(match.handle)) return match.handle.route;
  }
  return null;
}
