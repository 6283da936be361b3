import { isAdministrator } from '@comptoir/domain';
import type { Viewer } from '../../../lib/connection';

/** docs/roles.md#roles: companies and administrators see the restaurant-problem warning and modals. */
export function canSeeRestaurantProblems(viewer: Viewer | null): boolean {
  return viewer !== null && (viewer.typename === 'Company' || isAdministrator(viewer.roles));
}
