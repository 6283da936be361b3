import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

// The picker reads the menus query (every configuration in scope: live ones by restaurant, then drafts).
const MenuConfigurationsQuery = graphql(`
  query MenuMakerConfigurations {
    menus {
      id
      title
      restaurant {
        uuid
        title
        platform {
          name
        }
      }
      company {
        id
      }
    }
  }
`);

export type ConfigurationChoice = ResultOf<typeof MenuConfigurationsQuery>['menus'][number];

export function menuConfigurationsQueryOptions() {
  return queryOptions({
    queryKey: ['menu-maker', 'configurations'],
    queryFn: async ({ signal }) => (await requestGraphQL(MenuConfigurationsQuery, {}, { signal })).menus,
  });
}

export function useMenuConfigurations() {
  return useQuery(menuConfigurationsQueryOptions());
}
