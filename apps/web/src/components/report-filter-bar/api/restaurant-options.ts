import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_FIRST } from '@comptoir/domain';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const RestaurantOptionsQuery = graphql(`
  query RestaurantOptions($first: Int, $search: String, $platforms: [Int!], $companys: [Int!]) {
    restaurants(first: $first, search: $search, platforms: $platforms, companys: $companys) {
      edges {
        node {
          uuid
          title
          platform {
            name
          }
        }
      }
    }
  }
`);

export type RestaurantOption = { uuid: string; title: string; platform: string };

function orNull<T>(values: readonly T[]): T[] | null {
  return values.length > 0 ? [...values] : null;
}

/** docs/api.md#paging: selectors ask for the first 10 matches of what is typed. */
export function useRestaurantOptions(search: string, platformIds: readonly number[], companies: readonly number[]) {
  return useQuery({
    queryKey: ['restaurantOptions', search, platformIds, companies],
    queryFn: async ({ signal }): Promise<RestaurantOption[]> => {
      const data = await requestGraphQL(
        RestaurantOptionsQuery,
        {
          first: DEFAULT_FIRST.restaurantSelector,
          search: search || null,
          platforms: orNull(platformIds),
          companys: orNull(companies),
        },
        { signal },
      );
      return data.restaurants.edges.map(({ node }) => ({
        uuid: node.uuid,
        title: node.title,
        platform: node.platform.name,
      }));
    },
    placeholderData: keepPreviousData,
  });
}
