import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

/** Every account manager an administrator may put in charge of a company. */
const AccountManagersQuery = graphql(`
  query AccountManagers {
    accountManagers {
      uuid
      email
      firstName
      lastName
    }
  }
`);

function accountManagersQueryOptions() {
  return queryOptions({
    queryKey: ['accountManagers'],
    queryFn: async ({ signal }) => (await requestGraphQL(AccountManagersQuery, {}, { signal })).accountManagers,
  });
}

export function useAccountManagers() {
  return useQuery(accountManagersQueryOptions());
}
