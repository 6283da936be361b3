import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { menuConfigurationQueryOptions } from './menu-configuration';

const PublishMenuMutation = graphql(`
  mutation MenuMakerPublish($restaurants: [String!]!, $id: Int!) {
    menuToTablet(restaurants: $restaurants, menuConfigurationId: $id) {
      restaurant {
        uuid
        title
      }
      platform
      status
      message
      at
      problems {
        code
        title
        message
      }
    }
  }
`);

const MenuPublicationsQuery = graphql(`
  query MenuMakerPublications($id: Int!) {
    menuPublications(menuConfigurationId: $id) {
      restaurant {
        uuid
        title
      }
      platform
      status
      message
      at
      problems {
        code
        title
        message
      }
    }
  }
`);

export type MenuPublication = ResultOf<typeof MenuPublicationsQuery>['menuPublications'][number];

const POLL_MS = 2000;

function menuPublicationsQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['menu-maker', 'publications', id],
    queryFn: async ({ signal }) => (await requestGraphQL(MenuPublicationsQuery, { id }, { signal })).menuPublications,
  });
}

/** The latest upload per restaurant, polled while one of `watched` is still being sent. */
export function useMenuPublications(id: number, watched: readonly string[]) {
  return useQuery({
    ...menuPublicationsQueryOptions(id),
    enabled: watched.length > 0,
    refetchInterval: (query) =>
      query.state.data?.some((entry) => watched.includes(entry.restaurant.uuid) && entry.status === 'PENDING')
        ? POLL_MS
        : false,
  });
}

export function usePublishMenu(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (restaurants: string[]) =>
      (await requestGraphQL(PublishMenuMutation, { restaurants, id })).menuToTablet,
    onSuccess: async () => {
      await queryClient.invalidateQueries(menuPublicationsQueryOptions(id));
      await queryClient.invalidateQueries({ queryKey: menuConfigurationQueryOptions(id).queryKey });
    },
  });
}
