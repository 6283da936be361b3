import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

// The restaurants a printer can print for: those of the viewer's companies.
const PrinterRestaurantsQuery = graphql(`
  query PrinterRestaurants {
    restaurants(first: 100) {
      edges {
        node {
          uuid
          title
          company {
            id
            name
          }
          platform {
            name
          }
        }
      }
    }
  }
`);

export type PrintableRestaurant = ResultOf<typeof PrinterRestaurantsQuery>['restaurants']['edges'][number]['node'];

function printerRestaurantsQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.restaurants, 'printers'],
    queryFn: async ({ signal }) =>
      (await requestGraphQL(PrinterRestaurantsQuery, {}, { signal })).restaurants.edges.map((edge) => edge.node),
  });
}

export function usePrinterRestaurants() {
  return useQuery(printerRestaurantsQueryOptions());
}
