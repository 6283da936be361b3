import { useMutation, useQueryClient } from '@tanstack/react-query';
import { menuConfigurationQueryOptions } from './menu-configuration';
import type { MenuMakerConfiguration } from './configuration-fields';
import { updateMenu, type MenuInput } from './update-menu';
import { updateMenuCategory, type CategoryInput } from './update-menu-category';
import { updateMenuCategoryPosition, type CategoryPosition } from './update-menu-category-position';
import { updateMenuItem, type ItemInput, type MenuOperation } from './update-menu-item';
import { updateMenuModifierGroup, type ModifierGroupInput } from './update-menu-modifier-group';

// The entity mutations of docs/menus.md#menu-maker, one file each: each answers the whole configuration, which
// replaces the cached one.

export type EntityChange =
  | { kind: 'menu'; input: MenuInput; operation: MenuOperation }
  | { kind: 'category'; input: CategoryInput; operation: MenuOperation }
  | { kind: 'item'; input: ItemInput; operation: MenuOperation }
  | { kind: 'group'; input: ModifierGroupInput; operation: MenuOperation }
  | { kind: 'positions'; categories: CategoryPosition[] };

function send(change: EntityChange): Promise<MenuMakerConfiguration> {
  switch (change.kind) {
    case 'menu':
      return updateMenu(change.input, change.operation);
    case 'category':
      return updateMenuCategory(change.input, change.operation);
    case 'item':
      return updateMenuItem(change.input, change.operation);
    case 'group':
      return updateMenuModifierGroup(change.input, change.operation);
    case 'positions':
      return updateMenuCategoryPosition(change.categories);
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
