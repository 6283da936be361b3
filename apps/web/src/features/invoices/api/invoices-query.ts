import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_FIRST, type InvoiceStatus } from '@comptoir/domain';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const InvoicesQuery = graphql(`
  query Invoices($first: Int, $after: String, $status: InvoiceStatus) {
    invoices(first: $first, after: $after, status: $status) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          number
          status
          kind
          fromDate
          toDate
          createdAt
          payedAt
          currency
          price
          externalUrl
          platform {
            name
          }
          restaurants {
            uuid
            title
          }
        }
      }
    }
  }
`);

export type InvoicesPage = ResultOf<typeof InvoicesQuery>['invoices'];
export type InvoiceRow = InvoicesPage['edges'][number]['node'];

// The PDF links are signed for an hour: a list older than a few minutes is fetched again before its links are used.
const LINK_FRESHNESS_MS = 5 * 60_000;

function invoicesQueryOptions(status: InvoiceStatus | null) {
  return infiniteQueryOptions({
    queryKey: ['invoices', { status }],
    queryFn: async ({ pageParam, signal }) =>
      (await requestGraphQL(InvoicesQuery, { first: DEFAULT_FIRST.invoices, after: pageParam, status }, { signal }))
        .invoices,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
    staleTime: LINK_FRESHNESS_MS,
  });
}

export function useInvoices(status: InvoiceStatus | null) {
  return useInfiniteQuery(invoicesQueryOptions(status));
}
