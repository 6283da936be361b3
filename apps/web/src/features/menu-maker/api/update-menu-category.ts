import { graphql, readFragment, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { MenuMakerConfigurationFields, type MenuMakerConfiguration } from './configuration-fields';
import type { MenuOperation } from './update-menu-item';

const UpdateCategoryMutation = graphql(
  `
    mutation MenuMakerUpdateCategory($input: CategoryInput!, $operation: MenuOperation!) {
      updateMenuCategory(input: $input, operation: $operation) {
        ...MenuMakerConfigurationFields
      }
    }
  `,
  [MenuMakerConfigurationFields],
);

export type CategoryInput = VariablesOf<typeof UpdateCategoryMutation>['input'];

/** A category added, changed or removed; the answer is the whole configuration (docs/menus.md#menu-maker). */
export async function updateMenuCategory(
  input: CategoryInput,
  operation: MenuOperation,
): Promise<MenuMakerConfiguration> {
  return readFragment(
    MenuMakerConfigurationFields,
    (await requestGraphQL(UpdateCategoryMutation, { input, operation })).updateMenuCategory,
  );
}
