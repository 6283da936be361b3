import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

const SentServiceInquiriesQuery = graphql(`
  query SentServiceInquiries {
    serviceInquiries(first: 5) {
      edges {
        node {
          id
          services
          status
          createdAt
          answeredAt
          response
        }
      }
    }
  }
`);

/** The company's latest requests with their answers; sending one, or an answer, refreshes them. */
function sentServiceInquiriesQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.serviceInquiries, 'sent'],
    queryFn: async ({ signal }) =>
      (await requestGraphQL(SentServiceInquiriesQuery, {}, { signal })).serviceInquiries.edges.map((edge) => edge.node),
  });
}

export function useSentServiceInquiries(enabled: boolean) {
  return useQuery({ ...sentServiceInquiriesQueryOptions(), enabled });
}
