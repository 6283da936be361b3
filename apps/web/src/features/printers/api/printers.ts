import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

const PrintersQuery = graphql(`
  query Printers {
    printers {
      id
      companyId
      label
      mac
      brand
      clientType
      clientVersion
      lastPing
      pollInterval
      width
      status
      resolution
      cloudPrintEnabled
      online
      restaurants {
        restaurant {
          uuid
          title
        }
        nbPrint
        customTitlePrint
        showCategory
        clientTicket
      }
      connection {
        url
        username
        password
      }
      recentJobs {
        id
        kind
        status
        resultCode
        createdAt
        printedAt
        order {
          id
          displayId
        }
      }
    }
  }
`);

export type Printer = ResultOf<typeof PrintersQuery>['printers'][number];

// Polled like the printers themselves report in, so that online/offline and paper out show without a reload.
const PRINTERS_POLL_MS = 15_000;

export function printersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.printers,
    queryFn: async ({ signal }) => (await requestGraphQL(PrintersQuery, {}, { signal })).printers,
    refetchInterval: PRINTERS_POLL_MS,
  });
}

export function usePrinters() {
  return useQuery(printersQueryOptions());
}
