import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

const ServiceInquiriesQuery = graphql(`
  query ServiceInquiries($status: ServiceInquiryStatus, $first: Int, $after: String) {
    serviceInquiries(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          services
          comment
          status
          createdAt
          requestedBy
          answeredBy
          answeredAt
          response
          company {
            id
            name
          }
        }
      }
    }
  }
`);

export type ServiceInquiry = ResultOf<typeof ServiceInquiriesQuery>['serviceInquiries']['edges'][number]['node'];
export type ServiceInquiryStatus = NonNullable<VariablesOf<typeof ServiceInquiriesQuery>['status']>;

/** Every list and count of requests: answering one invalidates them all. */

const PAGE_SIZE = 20;
// A request sent meanwhile appears without a reload; the same minute as the profile poll (docs/constants.md).
const REFRESH_MS = 60_000;

function serviceInquiriesQueryOptions(status: ServiceInquiryStatus | null) {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.serviceInquiries, 'list', status],
    queryFn: async ({ pageParam, signal }) =>
      (await requestGraphQL(ServiceInquiriesQuery, { status, first: PAGE_SIZE, after: pageParam }, { signal }))
        .serviceInquiries,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
    refetchInterval: REFRESH_MS,
  });
}

export function useServiceInquiries(status: ServiceInquiryStatus | null) {
  return useInfiniteQuery(serviceInquiriesQueryOptions(status));
}

/** The open requests' count: the side menu's badge. */
function openServiceInquiryCountQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.serviceInquiries, 'open-count'],
    queryFn: async ({ signal }) =>
      (await requestGraphQL(ServiceInquiriesQuery, { status: 'OPEN', first: 0 }, { signal })).serviceInquiries
        .totalCount,
    refetchInterval: REFRESH_MS,
  });
}

export function useOpenServiceInquiryCount() {
  return useQuery(openServiceInquiryCountQueryOptions());
}
