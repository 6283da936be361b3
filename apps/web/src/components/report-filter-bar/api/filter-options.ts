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

const CompanyOptionsQuery = graphql(`
  query CompanyOptions($first: Int, $search: String) {
    companys(first: $first, search: $search) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`);

export type RestaurantOption = { uuid: string; title: string; platform: string };
export type CompanyOption = { id: number; name: string };

function orNull<T>(values: readonly T[]): T[] | null {
  return values.length > 0 ? [...values] : null;
}

/** SPEC §7: selectors ask for the first 10 matches of what is typed. */
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

export function useCompanyOptions(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['companyOptions', search],
    queryFn: async ({ signal }): Promise<CompanyOption[]> => {
      const data = await requestGraphQL(
        CompanyOptionsQuery,
        { first: DEFAULT_FIRST.restaurantSelector, search: search || null },
        { signal },
      );
      return data.companys.edges.map(({ node }) => ({ id: node.id, name: node.name }));
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
