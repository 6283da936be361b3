import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourierTag } from '@comptoir/domain';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

const NoteDelivererMutation = graphql(`
  mutation NoteDeliverer(
    $restaurantUuid: String!
    $delivererUuid: String
    $jobUuid: String!
    $cartUuid: String!
    $note: String!
    $tag: String
  ) {
    noteDeliverer(
      restaurantUuid: $restaurantUuid
      delivererUuid: $delivererUuid
      jobUuid: $jobUuid
      cartUuid: $cartUuid
      note: $note
      tag: $tag
    )
  }
`);

/** docs/orders.md#courier-rating: thumb up sends note '1'; thumb down sends '0' with the chosen tag. */
export type CourierRating = { thumbsUp: true } | { thumbsUp: false; tag: CourierTag };

export type RateCourierInput = {
  restaurantUuid: string;
  delivererUuid: string | null;
  jobUuid: string;
  cartUuid: string;
  rating: CourierRating;
};

export function useRateCourier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rating, ...ids }: RateCourierInput) =>
      requestGraphQL(NoteDelivererMutation, {
        ...ids,
        note: rating.thumbsUp ? '1' : '0',
        tag: rating.thumbsUp ? null : rating.tag,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.activeOrders }),
  });
}
