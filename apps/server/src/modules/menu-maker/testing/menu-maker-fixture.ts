import { and, eq, isNotNull } from 'drizzle-orm';
import { companies, menuConfigurations, platforms, restaurants } from '../../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../../db/seed';
import type { DatabaseDriver } from '../../../db/client';
import { startTestApi, type GraphQLResponse, type TestApi } from '../../../testing/test-api';

const CONFIGURATION_FIELDS = `id title publishedAt restaurant { uuid }
  menus { id platformId title subtitle categories { id } serviceAvailability { dayOfWeek timePeriods { startTime endTime } } }
  categories { id platformId title description position items { id title } menus { id } }
  items { id platformId title internalTitle description imageUrl price vatPercent suspendUntil categories { id } modifierGroups { id title } }
  modifierGroups { id platformId title minPermitted maxPermitted options { item { id title } price minPermitted maxPermitted } }`;

export type Configuration = {
  id: number;
  title: string;
  publishedAt: string | null;
  restaurant: { uuid: string } | null;
  menus: { id: number; platformId: string; title: string; subtitle: string | null; categories: { id: number }[] }[];
  categories: {
    id: number;
    platformId: string;
    title: string;
    position: number;
    items: { id: number; title: string }[];
    menus: { id: number }[];
  }[];
  items: {
    id: number;
    platformId: string;
    title: string;
    price: number | null;
    suspendUntil: string | null;
    categories: { id: number }[];
    modifierGroups: { id: number; title: string }[];
  }[];
  modifierGroups: {
    id: number;
    platformId: string;
    title: string;
    minPermitted: number;
    maxPermitted: number;
    options: {
      item: { id: number; title: string };
      price: number | null;
      minPermitted: number;
      maxPermitted: number;
    }[];
  }[];
};

type Tokens = Record<'company' | 'basic' | 'admin' | 'manager', string>;

export type MenuMakerFixture = {
  api: TestApi;
  tokens: Tokens;
  burgerId: number;
  pizzaId: number;
  /** Demo Burger Bastille on Uber Eats and its live configuration. */
  uber: { uuid: string; storeId: string; configurationId: number };
  restaurantOf(
    platform: string,
    company?: 'burger' | 'pizza',
  ): Promise<{ uuid: string; storeId: string; configurationId: number }>;
  run(
    name: string,
    query: string,
    variables: Record<string, unknown>,
    token?: string,
  ): Promise<{ data: unknown; response: GraphQLResponse }>;
};

export async function startMenuMakerFixture(driver: DatabaseDriver): Promise<MenuMakerFixture> {
  const api = await startTestApi(driver);
  const tokens: Tokens = { company: '', basic: '', admin: '', manager: '' };
  for (const key of Object.keys(tokens) as (keyof Tokens)[])
    tokens[key] = await api.signIn(DEMO_ACCOUNTS[key].email, DEMO_ACCOUNTS[key].password);
  const companyId = async (name: string) => {
    const [row] = await api.database.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
    if (!row) throw new Error(`No company ${name}`);
    return row.id;
  };
  const burgerId = await companyId(DEMO_COMPANY_NAMES.burger);
  const pizzaId = await companyId(DEMO_COMPANY_NAMES.pizza);
  const restaurantOf = async (platform: string, company: 'burger' | 'pizza' = 'burger') => {
    const [row] = await api.database.db
      .select({ uuid: restaurants.uuid, storeId: restaurants.platformStoreId, configurationId: menuConfigurations.id })
      .from(restaurants)
      .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
      .innerJoin(
        menuConfigurations,
        and(isNotNull(menuConfigurations.restaurantId), eq(menuConfigurations.restaurantId, restaurants.id)),
      )
      .where(
        and(
          eq(platforms.code, platform as 'PLATFORM_UBER_EAT'),
          eq(restaurants.companyId, company === 'burger' ? burgerId : pizzaId),
        ),
      )
      .orderBy(restaurants.id)
      .limit(1);
    if (!row) throw new Error(`No ${company} restaurant on ${platform}`);
    return row;
  };
  const run = async (name: string, query: string, variables: Record<string, unknown>, token = tokens.company) => {
    const response = await api.graphql(query, { token, variables });
    return { data: response.body.data?.[name] ?? null, response };
  };
  return { api, tokens, burgerId, pizzaId, uber: await restaurantOf('PLATFORM_UBER_EAT'), restaurantOf, run };
}

export const MENU_V2 = `query($id: Int!) { menuV2(id: $id) { ${CONFIGURATION_FIELDS} } }`;
export const SAVE = `mutation($companyId: Int!, $menuId: Int, $input: MenuConfigurationInput!) { menu(companyId: $companyId, menuId: $menuId, input: $input) { ${CONFIGURATION_FIELDS} } }`;
export const CONFIGURATION_OP = `mutation($input: MenuConfigurationInput!, $operation: MenuOperation!) { updateMenuConfiguration(input: $input, operation: $operation) { ${CONFIGURATION_FIELDS} } }`;
export const MENU_OP = `mutation($input: MenuInput!, $operation: MenuOperation!) { updateMenu(input: $input, operation: $operation) { ${CONFIGURATION_FIELDS} } }`;
export const CATEGORY_OP = `mutation($input: CategoryInput!, $operation: MenuOperation!) { updateMenuCategory(input: $input, operation: $operation) { ${CONFIGURATION_FIELDS} } }`;
export const ITEM_OP = `mutation($input: ItemInput!, $operation: MenuOperation!) { updateMenuItem(input: $input, operation: $operation) { ${CONFIGURATION_FIELDS} } }`;
export const GROUP_OP = `mutation($input: ModifierGroupInput!, $operation: MenuOperation!) { updateMenuModifierGroup(input: $input, operation: $operation) { ${CONFIGURATION_FIELDS} } }`;
export const POSITIONS = `mutation($categories: [CategoryPositionInput!]!) { updateMenuCategoryPosition(categories: $categories) { ${CONFIGURATION_FIELDS} } }`;
export const PUBLISH = `mutation($restaurants: [String!]!, $id: Int!) { menuToTablet(restaurants: $restaurants, menuConfigurationId: $id) {
  restaurant { uuid } platform status message reason { code params { name value } } at problems { code entity title platform limit message } } }`;
export const PUBLICATIONS = `query($id: Int!) { menuPublications(menuConfigurationId: $id) { restaurant { uuid } platform status message reason { code params { name value } } } }`;
export const VALIDATION = `query($id: Int!, $restaurants: [String!]) { menuValidation(menuConfigurationId: $id, restaurants: $restaurants) { code entity title platform message } }`;
