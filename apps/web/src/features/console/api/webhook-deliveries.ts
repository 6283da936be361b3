import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { toDeliveryVariables, type DeliveryFilters } from '../lib/delivery-filters';

const ApplicationWebhookDeliveriesQuery = graphql(`
  query ApplicationWebhookDeliveries(
    $first: Int
    $after: String
    $event: ApplicationWebhookEvent
    $status: ApplicationWebhookStatus
    $fromDate: String
    $toDate: String
  ) {
    applicationWebhookDeliveries(
      first: $first
      after: $after
      event: $event
      status: $status
      fromDate: $fromDate
      toDate: $toDate
    ) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          deliveryId
          event
          status
          companyName
          payload
          attemptCount
          lastStatusCode
          lastError
          createdAt
          deliveredAt
          nextAttemptAt
          giveUpAt
          attempts {
            attemptedAt
            url
            statusCode
            durationMs
            responseExcerpt
            error
          }
        }
      }
    }
  }
`);

export type WebhookDelivery = ResultOf<
  typeof ApplicationWebhookDeliveriesQuery
>['applicationWebhookDeliveries']['edges'][number]['node'];

// While the console is open a delivery moves from PENDING to DELIVERED on its own. One never tried yet (a test event
// just sent) is posted by the worker within a second, so the log looks again soon; otherwise every 10 s.
const DELIVERIES_REFRESH_MS = 10_000;
const FIRST_ATTEMPT_REFRESH_MS = 1_000;

type DeliveryPages = {
  pages: readonly { edges: readonly { node: Pick<WebhookDelivery, 'status' | 'attemptCount'> }[] }[];
};

export function deliveriesRefreshMs(data: DeliveryPages | undefined): number {
  const awaitingFirstAttempt = (data?.pages ?? []).some((page) =>
    page.edges.some(({ node }) => node.status === 'PENDING' && node.attemptCount === 0),
  );
  return awaitingFirstAttempt ? FIRST_ATTEMPT_REFRESH_MS : DELIVERIES_REFRESH_MS;
}

function webhookDeliveriesQueryOptions(filters: DeliveryFilters) {
  return infiniteQueryOptions({
    queryKey: ['console', 'deliveries', filters],
    queryFn: async ({ pageParam, signal }) =>
      (await requestGraphQL(ApplicationWebhookDeliveriesQuery, toDeliveryVariables(filters, pageParam), { signal }))
        .applicationWebhookDeliveries,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
    refetchInterval: (query) => deliveriesRefreshMs(query.state.data),
  });
}

/** Every page of the log: invalidating this key refreshes whatever filter is shown. */
export const DELIVERIES_KEY = ['console', 'deliveries'] as const;

export function useWebhookDeliveries(filters: DeliveryFilters) {
  return useInfiniteQuery(webhookDeliveriesQueryOptions(filters));
}
