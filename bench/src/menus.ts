// Menus: what the /menus screen and the menu maker cost — the whole nested menu of every restaurant in one query,
// on the demo menus and on a large one (a dark kitchen's 2,000 items and 300 modifier groups), and one availability
// change. Figures only.
import type { Db } from '../../apps/server/src/db/client';
import {
  menuCategories,
  menuCategoryItems,
  menuConfigurations,
  menuItemModifierGroups,
  menuItems,
  menuModifierGroups,
  menuModifierOptions,
  restaurants,
} from '../../apps/server/src/db/schema';
import { measure, printFigures, type Figures } from './measure';

type GraphQL = (query: string, variables?: Record<string, unknown>, token?: string) => Promise<unknown>;

const MENUS = `query($companyId: Int) { menus(companyId: $companyId) { id title restaurant { uuid title }
  categories { id title items { id platformId title internalTitle price suspendUntil isAvailable } }
  modifierGroups { id title minPermitted maxPermitted options { price item { id title } } }
  items { id platformId title price suspendUntil modifierGroups { id } overrides { price modifierGroup { id } } } } }`;
const ITEM =
  'mutation($id: Int!, $suspend: ItemSuspension!) { item(id: $id, suspend: $suspend) { id suspendUntil isAvailable } }';

const LARGE_ITEMS = 2000;
const LARGE_GROUPS = 300;
const LARGE_CATEGORIES = 40;

/** Adds a large draft configuration to a company. */
async function insertLargeMenu(db: Db, companyId: number): Promise<number> {
  const [configuration] = await db
    .insert(menuConfigurations)
    .values({ companyId, title: 'Dark kitchen (bench)' })
    .returning({ id: menuConfigurations.id });
  if (!configuration) throw new Error('no configuration');
  const configurationId = configuration.id;
  const items = await db
    .insert(menuItems)
    .values(
      Array.from({ length: LARGE_ITEMS }, (_, i) => ({
        configurationId,
        platformId: `bench-item-${i}`,
        title: `Item ${i}`,
        price: 100 + (i % 50) * 10,
      })),
    )
    .returning({ id: menuItems.id });
  const categories = await db
    .insert(menuCategories)
    .values(
      Array.from({ length: LARGE_CATEGORIES }, (_, i) => ({
        configurationId,
        platformId: `bench-cat-${i}`,
        title: `Category ${i}`,
        position: i,
      })),
    )
    .returning({ id: menuCategories.id });
  const groups = await db
    .insert(menuModifierGroups)
    .values(
      Array.from({ length: LARGE_GROUPS }, (_, i) => ({
        configurationId,
        platformId: `bench-group-${i}`,
        title: `Group ${i}`,
        minPermitted: 0,
        maxPermitted: 3,
      })),
    )
    .returning({ id: menuModifierGroups.id });
  await db
    .insert(menuCategoryItems)
    .values(
      items.map((item, i) => ({ categoryId: categories[i % LARGE_CATEGORIES]?.id ?? 0, itemId: item.id, position: i })),
    );
  // Each group offers 8 items; each item asks for 2 groups.
  await db.insert(menuModifierOptions).values(
    groups.flatMap((group, g) =>
      Array.from({ length: 8 }, (_, k) => ({
        modifierGroupId: group.id,
        itemId: items[(g * 8 + k) % LARGE_ITEMS]?.id ?? 0,
        price: k * 50,
        position: k,
      })),
    ),
  );
  await db.insert(menuItemModifierGroups).values(
    items.flatMap((item, i) =>
      [0, 1].map((k) => ({
        itemId: item.id,
        modifierGroupId: groups[(i + k * 7) % LARGE_GROUPS]?.id ?? 0,
        position: k,
      })),
    ),
  );
  return configurationId;
}

export async function benchMenus(input: { db: Db; graphql: GraphQL; company: string }): Promise<void> {
  // /menus is a company screen (route roles, docs/roles.md#route-table): an administrator sees it only by acting as the
  // company.
  const { graphql, company } = input;
  const data = (await graphql(MENUS, {}, company)) as {
    menus: { id: number; items: { id: number; platformId: string }[] }[];
  };
  const itemCount = data.menus.reduce((sum, configuration) => sum + configuration.items.length, 0);
  console.log(`demo company: ${data.menus.length} menu configurations, ${itemCount} items`);
  const cheeseburger = data.menus[0]?.items.find((item) => item.platformId === 'item-cheese');
  const rows: Figures[] = [];
  rows.push(
    await measure('menus, whole nested tree (company)', 100, 4, async () => void (await graphql(MENUS, {}, company))),
  );
  if (cheeseburger) {
    let flip = false;
    rows.push(
      await measure('item availability change (recorded for the platform)', 200, 4, async () => {
        flip = !flip;
        await graphql(ITEM, { id: cheeseburger.id, suspend: flip ? 'TOMORROW' : 'AVAILABLE' }, company);
      }),
    );
  }
  // The first demo restaurant belongs to Demo Burger Co, the company signed in.
  const [first] = await input.db
    .select({ companyId: restaurants.companyId })
    .from(restaurants)
    .orderBy(restaurants.id)
    .limit(1);
  const started = performance.now();
  await insertLargeMenu(input.db, first?.companyId ?? 0);
  console.log(
    `large draft menu (${LARGE_ITEMS} items, ${LARGE_GROUPS} groups) inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  rows.push(
    await measure(
      `menus with a ${LARGE_ITEMS}-item draft (company)`,
      30,
      2,
      async () => void (await graphql(MENUS, {}, company)),
    ),
  );
  printFigures(rows);
}
