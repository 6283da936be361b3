import { ROUTES, type RouteDef } from '@comptoir/domain';
import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router';

// The same table and matching as app/router.tsx's routes: the layouts there have no path, so the flat list ranks the
// screens as the nested one does.
const MATCHABLE = ROUTES.map((route) => ({ path: route.path, def: route }));

/** The domain route of the screen shown at the current address. */
export function useCurrentRoute(): RouteDef | null {
  const { pathname } = useLocation();
  return useMemo(() => matchRoutes(MATCHABLE, pathname)?.at(-1)?.route.def ?? null, [pathname]);
}
