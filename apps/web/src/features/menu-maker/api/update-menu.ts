import { graphql, readFragment, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { MenuMakerConfigurationFields, type MenuMakerConfiguration } from './configuration-fields';
import type { MenuOperation } from './update-menu-item';

const UpdateMenuMutation = graphql(
  `
    mutation MenuMakerUpdateMenu($input: MenuInput!, $operation: MenuOperation!) {
      updateMenu(input: $input, operation: $operation) {
        ...MenuMakerConfigurationFields
      }
    }
  `,
  [MenuMakerConfigurationFields],
);

export type MenuInput = VariablesOf<typeof UpdateMenuMutation>['input'];

/** A menu added, changed or removed; the answer is the whole configuration (docs/menus.md#menu-maker). */
export async function updateMenu(input: MenuInput, operation: MenuOperation): Promise<MenuMakerConfiguration> {
  return readFragment(
    MenuMakerConfigurationFields,
    (await requestGraphQL(UpdateMenuMutation, { input, operation })).updateMenu,
  );
}
