import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';
import { menuConfigurationQueryOptions } from './menu-configuration';

// The kitchen's own name goes through the menus module's itemInternalTitle (one rule for it, on /menus and here).
const ItemInternalTitleMutation = graphql(`
  mutation MenuMakerItemInternalTitle($id: Int!, $title: String) {
    itemInternalTitle(id: $id, title: $title) {
      id
      internalTitle
    }
  }
`);

/** The configuration shows the new name, and so does /menus, which reads the same item. */
export function useSaveItemInternalTitle(menuConfigurationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: number; title: string }) =>
      requestGraphQL(ItemInternalTitleMutation, { id, title: title.trim() || null }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: menuConfigurationQueryOptions(menuConfigurationId).queryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.menus }),
      ]),
  });
}
