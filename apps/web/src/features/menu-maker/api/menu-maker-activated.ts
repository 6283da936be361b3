import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const MenuMakerActivatedQuery = graphql(`
  query MenuMakerActivated {
    menuMakerActivated
  }
`);

function menuMakerActivatedQueryOptions() {
  return queryOptions({
    queryKey: ['menu-maker', 'activated'],
    queryFn: async ({ signal }) => (await requestGraphQL(MenuMakerActivatedQuery, {}, { signal })).menuMakerActivated,
  });
}

export function useMenuMakerActivated() {
  return useQuery(menuMakerActivatedQueryOptions());
}
