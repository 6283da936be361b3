import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemSuspension } from '@comptoir/domain';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';
import { GraphQLRequestError } from '../../../lib/graphql-errors';
import { findSameItem, type ItemRef } from '../lib/menu-rows';
import { menusQueryOptions } from './menus-query';

const SetItemAvailabilityMutation = graphql(`
  mutation SetItemAvailability($id: Int!, $suspend: ItemSuspension!) {
    item(id: $id, suspend: $suspend) {
      id
      isAvailable
      suspendUntil
      suspensionInfo {
        kind
      }
      platformSync {
        platform
        available
        status
        message
        reason {
          code
          params {
            name
            value
          }
        }
        at
      }
    }
  }
`);

export type AvailabilityChange = { item: ItemRef; suspend: ItemSuspension };

// The PIN dialog handles PIN_REQUIRED; retrying would only ask the server the same question.
const isPinRequired = (error: unknown) => error instanceof GraphQLRequestError && error.code === 'PIN_REQUIRED';

/**
 * docs/menus.md#item-availability: when the change fails, the menus are reloaded, the item found again by platform id
 * and title in the same restaurant (its id may have changed if the menu was republished), and the change retried once.
 */
export function useSetItemAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ item, suspend }: AvailabilityChange) => {
      const send = (id: number) =>
        requestGraphQL(SetItemAvailabilityMutation, { id, suspend }).then((data) => data.item);
      try {
        return await send(item.id);
      } catch (error) {
        if (isPinRequired(error)) throw error;
        const fresh = await queryClient.fetchQuery({ ...menusQueryOptions(), staleTime: 0 });
        const again = findSameItem(fresh, item);
        if (!again) throw error;
        return await send(again.id);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.menus }),
  });
}
