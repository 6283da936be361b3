import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, readFragment, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { MenuMakerConfigurationFields, type MenuMakerConfiguration } from './configuration-fields';
import { menuConfigurationQueryOptions } from './menu-configuration';

// The four entity mutations of SPEC §7 (updateMenu, updateMenuCategory, updateMenuItem, updateMenuModifierGroup):
// each answers the whole configuration, which replaces the cached one.

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

type MenuOperation = VariablesOf<typeof UpdateItemMutation>['operation'];
type MenuInput = VariablesOf<typeof UpdateMenuMutation>['input'];
type CategoryInput = VariablesOf<typeof UpdateCategoryMutation>['input'];
type ItemInput = VariablesOf<typeof UpdateItemMutation>['input'];
type GroupInput = VariablesOf<typeof UpdateGroupMutation>['input'];
type CategoryPosition = VariablesOf<typeof CategoryPositionMutation>['categories'][number];

export type EntityChange =
  | { kind: 'menu'; input: MenuInput; operation: MenuOperation }
  | { kind: 'category'; input: CategoryInput; operation: MenuOperation }
  | { kind: 'item'; input: ItemInput; operation: MenuOperation }
  | { kind: 'group'; input: GroupInput; operation: MenuOperation }
  | { kind: 'positions'; categories: CategoryPosition[] };

async function send(change: EntityChange): Promise<MenuMakerConfiguration> {
  switch (change.kind) {
    case 'menu':
      return readFragment(
        MenuMakerConfigurationFields,
        (await requestGraphQL(UpdateMenuMutation, { input: change.input, operation: change.operation })).updateMenu,
      );
    case 'category':
      return readFragment(
        MenuMakerConfigurationFields,
        (await requestGraphQL(UpdateCategoryMutation, { input: change.input, operation: change.operation }))
          .updateMenuCategory,
      );
    case 'item':
      return readFragment(
        MenuMakerConfigurationFields,
        (await requestGraphQL(UpdateItemMutation, { input: change.input, operation: change.operation })).updateMenuItem,
      );
    case 'group':
      return readFragment(
        MenuMakerConfigurationFields,
        (await requestGraphQL(UpdateGroupMutation, { input: change.input, operation: change.operation }))
          .updateMenuModifierGroup,
      );
    case 'positions':
      return readFragment(
        MenuMakerConfigurationFields,
        (await requestGraphQL(CategoryPositionMutation, { categories: change.categories })).updateMenuCategoryPosition,
      );
  }
}

export function useChangeEntity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (configuration) => {
      queryClient.setQueryData(menuConfigurationQueryOptions(configuration.id).queryKey, configuration);
    },
  });
}
