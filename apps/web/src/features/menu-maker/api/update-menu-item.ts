import { graphql, readFragment, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { MenuMakerConfigurationFields, type MenuMakerConfiguration } from './configuration-fields';

const UpdateItemMutation = graphql(
  `
    mutation MenuMakerUpdateItem($input: ItemInput!, $operation: MenuOperation!) {
      updateMenuItem(input: $input, operation: $operation) {
        ...MenuMakerConfigurationFields
      }
    }
  `,
  [MenuMakerConfigurationFields],
);

export type ItemInput = VariablesOf<typeof UpdateItemMutation>['input'];
/** What an entity mutation does with its input; the same enum for the four of them. */
export type MenuOperation = VariablesOf<typeof UpdateItemMutation>['operation'];

/** An item added, changed or removed; the answer is the whole configuration (docs/menus.md#menu-maker). */
export async function updateMenuItem(input: ItemInput, operation: MenuOperation): Promise<MenuMakerConfiguration> {
  return readFragment(
    MenuMakerConfigurationFields,
    (await requestGraphQL(UpdateItemMutation, { input, operation })).updateMenuItem,
  );
}
