import { graphql, readFragment, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { MenuMakerConfigurationFields, type MenuMakerConfiguration } from './configuration-fields';
import type { MenuOperation } from './update-menu-item';

const UpdateGroupMutation = graphql(
  `
    mutation MenuMakerUpdateGroup($input: ModifierGroupInput!, $operation: MenuOperation!) {
      updateMenuModifierGroup(input: $input, operation: $operation) {
        ...MenuMakerConfigurationFields
      }
    }
  `,
  [MenuMakerConfigurationFields],
);

export type ModifierGroupInput = VariablesOf<typeof UpdateGroupMutation>['input'];

/** A modifier group added, changed or removed; the answer is the whole configuration (docs/menus.md#menu-maker). */
export async function updateMenuModifierGroup(
  input: ModifierGroupInput,
  operation: MenuOperation,
): Promise<MenuMakerConfiguration> {
  return readFragment(
    MenuMakerConfigurationFields,
    (await requestGraphQL(UpdateGroupMutation, { input, operation })).updateMenuModifierGroup,
  );
}
