import { graphql, readFragment, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { MenuMakerConfigurationFields, type MenuMakerConfiguration } from './configuration-fields';

const CategoryPositionMutation = graphql(
  `
    mutation MenuMakerCategoryPosition($categories: [CategoryPositionInput!]!) {
      updateMenuCategoryPosition(categories: $categories) {
        ...MenuMakerConfigurationFields
      }
    }
  `,
  [MenuMakerConfigurationFields],
);

export type CategoryPosition = VariablesOf<typeof CategoryPositionMutation>['categories'][number];

/** The categories in their new order; the answer is the whole configuration (docs/menus.md#menu-maker). */
export async function updateMenuCategoryPosition(categories: CategoryPosition[]): Promise<MenuMakerConfiguration> {
  return readFragment(
    MenuMakerConfigurationFields,
    (await requestGraphQL(CategoryPositionMutation, { categories })).updateMenuCategoryPosition,
  );
}
