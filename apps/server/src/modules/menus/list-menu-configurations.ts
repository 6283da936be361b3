import { and, asc, eq, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { companies, menuConfigurations, restaurants } from '../../db/schema';
import { assertCompanyInScope, companiesInScope } from '../tenancy';
import { loadMenuGraphs, type MenuGraph } from './menu-graph';

/**
 * `menus` (docs/api.md#operations): every configuration in the viewer's scope — the restaurants' live menus in
 * restaurant order, then the companies' menu-maker drafts — or one company's (NOT_FOUND when out of scope, like a
 * missing company). The whole trees load in a fixed number of queries (menu-graph.ts), however many configurations
 * there are.
 */
export async function listMenuConfigurations(
  context: SignedInContext,
  companyId: number | null | undefined,
): Promise<MenuGraph[]> {
  if (companyId !== null && companyId !== undefined) assertCompanyInScope(context.viewer, companyId);
  const rows = await context.db
    .select({ id: menuConfigurations.id })
    .from(menuConfigurations)
    .innerJoin(companies, eq(companies.id, menuConfigurations.companyId))
    .leftJoin(restaurants, eq(restaurants.id, menuConfigurations.restaurantId))
    .where(
      and(
        companiesInScope(context.viewer),
        companyId === null || companyId === undefined ? undefined : eq(menuConfigurations.companyId, companyId),
      ),
    )
    .orderBy(sql`${menuConfigurations.restaurantId} is null`, asc(restaurants.id), asc(menuConfigurations.id));
  const graphs = await loadMenuGraphs(
    context.db,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const graph = graphs.get(row.id);
    return graph ? [graph] : [];
  });
}
