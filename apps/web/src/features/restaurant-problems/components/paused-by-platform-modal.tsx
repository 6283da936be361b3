import { lazy, Suspense } from 'react';
import { isPausedByPlatform } from '@comptoir/domain';
import { useEverTrue } from '../../../lib/use-ever-true';
import { useCheckedRestaurants } from '../api/restaurant-problems';

// The dialog downloads once a platform has paused a restaurant (docs/web.md#fast-first-load).
const PausedByPlatformDialog = lazy(() =>
  import('./paused-by-platform-dialog').then((module) => ({ default: module.PausedByPlatformDialog })),
);

/** Watches for restaurants the platform itself paused, and shows them in PausedByPlatformDialog. */
export function PausedByPlatformModal() {
  const restaurants = useCheckedRestaurants(true);
  const paused = (restaurants.data ?? []).filter(isPausedByPlatform);
  const dialogUsed = useEverTrue(paused.length > 0);
  return dialogUsed ? (
    <Suspense fallback={null}>
      <PausedByPlatformDialog paused={paused} />
    </Suspense>
  ) : null;
}
