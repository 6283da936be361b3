import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

const MenusQuery = graphql(`
  query Menus {
    menus {
      id
      title
      restaurant {
        uuid
        title
        timezone
        platform {
          name
        }
      }
      categories {
        id
        title
        position
      }
      items {
        id
        platformId
        externalData
        title
        internalTitle
        price
        isAvailable
        suspendUntil
        suspensionInfo {
          kind
        }
        categories {
          id
        }
        platformSync {
          platform
          available
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
        }
      }
    }
  }
`);

export type MenuConfiguration = ResultOf<typeof MenusQuery>['menus'][number];
export type MenuItem = MenuConfiguration['items'][number];
export type PlatformSync = NonNullable<MenuItem['platformSync']>;

// While a platform has not answered, the screen looks again this often (the outbound worker sends within a second).
const PENDING_REFRESH_MS = 2_000;

export function menusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.menus,
    queryFn: async ({ signal }) => (await requestGraphQL(MenusQuery, {}, { signal })).menus,
  });
}

function hasPendingCall(configurations: readonly MenuConfiguration[] | undefined): boolean {
  return (configurations ?? []).some((configuration) =>
    configuration.items.some((item) => item.platformSync?.status === 'PENDING'),
  );
}

/** The viewer's menus; refreshed while an availability change waits for its platform's answer. */
export function useMenus() {
  return useQuery({
    ...menusQueryOptions(),
    refetchInterval: (query) => (hasPendingCall(query.state.data) ? PENDING_REFRESH_MS : false),
  });
}
