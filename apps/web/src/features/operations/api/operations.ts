import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILE_POLL_MS } from '@comptoir/domain';
import { graphql, readFragment, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

export const OperationsCompanyFields = graphql(`
  fragment OperationsCompanyFields on Company {
    uuid
    autoAccept
    autoPrintEnabled
    delayingOrder
    isBusy
    restaurants {
      uuid
      title
      isPaused
      pausedUntil
      timezone
      platform {
        name
      }
      lastPlatformChanges {
        action
        status
        at
        message
        reason {
          code
          params {
            name
            value
          }
        }
      }
    }
  }
`);

const OperationsQuery = graphql(
  `
    query Operations {
      me {
        __typename
        ... on Company {
          ...OperationsCompanyFields
        }
      }
      switchedUser {
        __typename
        ... on Company {
          ...OperationsCompanyFields
        }
      }
    }
  `,
  [OperationsCompanyFields],
);

export type OperationsCompany = ResultOf<typeof OperationsCompanyFields>;
export type OperationsRestaurant = OperationsCompany['restaurants'][number];
export type PlatformChange = OperationsRestaurant['lastPlatformChanges'][number];

const PENDING_CHANGE_POLL_MS = 2000;

/** The company whose switches the side menu shows: the one acted as while switched, else the signed-in one. */
function operationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.operations,
    queryFn: async ({ signal }): Promise<OperationsCompany | null> => {
      const data = await requestGraphQL(OperationsQuery, {}, { signal });
      const company = data.switchedUser ?? data.me;
      return company?.__typename === 'Company' ? readFragment(OperationsCompanyFields, company) : null;
    },
    // Platforms change a restaurant's state on their own (a pause that ends, a failed call); keep it fresh, and
    // follow a change closely until every platform has answered it.
    refetchInterval: (query) =>
      query.state.data?.restaurants.some((restaurant) =>
        restaurant.lastPlatformChanges.some((change) => change.status === 'pending'),
      )
        ? PENDING_CHANGE_POLL_MS
        : PROFILE_POLL_MS,
  });
}

export function useOperations(enabled: boolean) {
  return useQuery({ ...operationsQueryOptions(), enabled });
}
