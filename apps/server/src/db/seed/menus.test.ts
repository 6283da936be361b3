import { isItemAvailable } from '@comptoir/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMenuGraphs } from '../../modules/menus/menu-graph';
import { loadMenuDocumentContext, toMenuDocument } from '../../modules/menus/menu-document';
import { holidayHours, menuConfigurations, restaurantOpeningHours, restaurants } from '../schema';
import { openTestDatabase, type TestDatabase } from '../testing';

const NOW = new Date('2026-11-23T10:00:00Z');

describe('the demo menus and hours', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase('pglite', { seed: 'minimal', now: NOW });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('gives every demo restaurant exactly one live menu', async () => {
    const rows = await database.db
      .select({ restaurantId: restaurants.id, configurations: sql<number>`count(${menuConfigurations.id})::int` })
      .from(restaurants)
      .leftJoin(menuConfigurations, eq(menuConfigurations.restaurantId, restaurants.id))
      .groupBy(restaurants.id);
    expect(rows.length).toBe(8);
    expect(rows.every((row) => row.configurations === 1)).toBe(true);
  });

  it('sells every item the demo orders contain, with nested modifier groups', async () => {
    const result = await database.db.execute<{ restaurant_id: number; item_platform_id: string }>(sql`
      select distinct carts.restaurant_id, cart_lines.item_platform_id
      from cart_lines join carts on carts.id = cart_lines.cart_id
      where not exists (
        select 1 from menu_items join menu_configurations on menu_configurations.id = menu_items.configuration_id
        where menu_configurations.restaurant_id = carts.restaurant_id and menu_items.platform_id = cart_lines.item_platform_id
      )
    `);
    expect(result.rows).toEqual([]);

    const configurations = await database.db
      .select({ id: menuConfigurations.id })
      .from(menuConfigurations)
      .orderBy(asc(menuConfigurations.id));
    const graph = (await loadMenuGraphs(database.db, [configurations[0]?.id ?? 0])).values().next().value;
    if (!graph) throw new Error('no demo menu');
    const menu = graph.items.find((item) => item.platformId === 'item-menu-classic');
    const burgerChoice = graph.modifierGroups.find((group) => group.platformId === 'mg-burger-choice');
    const classic = graph.items.find((item) => item.platformId === 'item-classic');
    expect(graph.itemGroups.get(menu?.id ?? 0)).toContain(burgerChoice?.id);
    // The burger picked inside the menu asks for its own cooking: a choice nested in a choice.
    expect(graph.groupOptions.get(burgerChoice?.id ?? 0)?.map((option) => option.itemId)).toContain(classic?.id);
    expect(graph.itemGroups.get(classic?.id ?? 0)?.length).toBeGreaterThan(0);
  });

  it('builds the document a platform receives: options point at items, suspended items are off, the restaurant’s hours', async () => {
    const [configuration] = await database.db
      .select({ id: menuConfigurations.id, restaurantId: restaurants.id, companyId: restaurants.companyId })
      .from(menuConfigurations)
      .innerJoin(restaurants, eq(restaurants.id, menuConfigurations.restaurantId))
      .orderBy(asc(menuConfigurations.id))
      .limit(1);
    const graph = (await loadMenuGraphs(database.db, [configuration?.id ?? 0])).get(configuration?.id ?? 0);
    if (!graph || !configuration) throw new Error('no demo menu');
    const context = await loadMenuDocumentContext(
      database.db,
      { id: configuration.restaurantId, companyId: configuration.companyId },
      NOW,
      null,
    );
    const document = toMenuDocument(graph, context);
    expect(document.currency).toBe('EUR');
    // The demo menu has no hours of its own: it is sold whenever the restaurant opens, Sunday dinner included.
    expect(document.menus[0]?.serviceAvailability.find((day) => day.dayOfWeek === 7)?.timePeriods).toEqual([
      { startTime: '18:30', endTime: '22:30' },
    ]);
    const itemIds = new Set(document.items.map((item) => item.id));
    expect(
      document.modifierGroups.flatMap((group) => group.options).every((option) => itemIds.has(option.itemId)),
    ).toBe(true);
    expect(document.categories.map((category) => category.title)).toEqual([
      'Menus',
      'Burgers',
      'Accompagnements',
      'Boissons',
      'Desserts',
    ]);
    expect(document.items.find((item) => item.id === 'item-beer')?.available).toBe(false);
    expect(document.items.find((item) => item.id === 'item-classic')?.available).toBe(true);
    expect(document.items.find((item) => item.id === 'item-onion-rings')?.suspendUntil?.toISOString()).toBe(
      '2026-11-23T23:00:00.000Z',
    );
    expect(document.items.find((item) => item.id === 'item-classic')?.suspendUntil).toBeNull();
    // An uploaded image is Comptoir's path; the platform that fetches it gets Comptoir's address with it.
    const withImage = {
      ...graph,
      items: graph.items.map((item) =>
        item.platformId === 'item-classic' ? { ...item, imageUrl: '/uploads/menus/1-a.jpg' } : item,
      ),
    };
    expect(
      toMenuDocument(withImage, { ...context, origin: 'https://comptoir.example' }).items.find(
        (item) => item.id === 'item-classic',
      )?.imageUrl,
    ).toBe('https://comptoir.example/uploads/menus/1-a.jpg');
    // Inside "Votre boisson" a Coke is included (0), while sold alone it costs 3.00 €.
    const drinks = document.modifierGroups.find((group) => group.id === 'mg-drink-choice');
    expect(drinks?.options.find((option) => option.itemId === 'item-coke')?.price).toBe(0);
    expect(document.items.find((item) => item.id === 'item-coke')?.price).toBe(300);
    const onionRings = graph.items.find((item) => item.platformId === 'item-onion-rings');
    expect(isItemAvailable(onionRings?.suspendUntil ?? null, NOW)).toBe(false);
    // Off "until tomorrow": available again at the next Paris midnight.
    expect(onionRings?.suspendUntil?.toISOString()).toBe('2026-11-23T23:00:00.000Z');
  });

  it('opens the burger kitchens for Sunday dinner only and closes them on Christmas Day', async () => {
    const [burger] = await database.db
      .select({ id: restaurants.id })
      .from(restaurants)
      .orderBy(asc(restaurants.id))
      .limit(1);
    const sunday = await database.db
      .select({ startTime: restaurantOpeningHours.startTime, endTime: restaurantOpeningHours.endTime })
      .from(restaurantOpeningHours)
      .where(
        sql`${restaurantOpeningHours.restaurantId} = ${burger?.id ?? 0} and ${restaurantOpeningHours.dayOfWeek} = 7`,
      );
    expect(sunday).toEqual([{ startTime: '18:30', endTime: '22:30' }]);
    const closures = await database.db
      .select({ fromDate: holidayHours.fromDate })
      .from(holidayHours)
      .where(eq(holidayHours.restaurantId, burger?.id ?? 0));
    expect(closures).toEqual([{ fromDate: '2026-12-25' }]);
  });
});
