import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromotionTier } from '@comptoir/domain';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { ratingSummaryQueryOptions } from './rating-summary';

const ReplyToReviewMutation = graphql(`
  mutation ReplyToReview(
    $workflowUUID: String!
    $eaterUUID: String!
    $restaurantUUID: String!
    $promotion: ReviewPromotionInput
    $message: String!
  ) {
    review(
      workflowUUID: $workflowUUID
      eaterUUID: $eaterUUID
      restaurantUUID: $restaurantUUID
      promotion: $promotion
      message: $message
    ) {
      uuid
      message
      giftPrice
      withResponse
      replyStatus
    }
  }
`);

export type ReplyInput = {
  workflowUUID: string;
  eaterUUID: string;
  restaurantUUID: string;
  tier: PromotionTier;
  message: string;
};

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ tier, ...input }: ReplyInput) =>
      (await requestGraphQL(ReplyToReviewMutation, { ...input, promotion: { token: tier } })).review,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['reviews'] }),
        queryClient.invalidateQueries(ratingSummaryQueryOptions()),
      ]);
    },
  });
}
