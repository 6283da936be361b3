import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

/** What one publication says, whether read back or just answered by a publish (publish-menu.ts). */
export const MenuPublicationFields = graphql(`
  fragment MenuPublicationFields on MenuPublication @_unmask {
    restaurant {
      uuid
      title
    }
    platform
    status
    message
    reason {
      code
      params {
        name
        value
      }
    }
    at
    problems {
      code
      title
      message
    }
  }
`);

const MenuPublicationsQuery = graphql(
  `
    query MenuMakerPublications($id: Int!) {
      menuPublications(menuConfigurationId: $id) {
        ...MenuPublicationFields
      }
    }
  `,
  [MenuPublicationFields],
);

export type MenuPublication = ResultOf<typeof MenuPublicationsQuery>['menuPublications'][number];

const POLL_MS = 2000;

export function menuPublicationsQueryOptions(id: number) {
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
