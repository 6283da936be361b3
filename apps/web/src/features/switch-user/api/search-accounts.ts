import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@comptoir/domain';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const SearchAccountsQuery = graphql(`
  query SearchAccounts($search: String, $first: Int) {
    search(search: $search, first: $first) {
      companys {
        edges {
          node {
            uuid
            email
            name
          }
        }
      }
      users {
        edges {
          node {
            __typename
            uuid
            email
            ... on User {
              firstName
              lastName
            }
            ... on Application {
              name
            }
          }
        }
      }
    }
  }
`);

export type AccountOption = { email: string; label: string };
type AccountSearchResult = { companies: AccountOption[]; users: AccountOption[] };

function searchAccountsQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['searchAccounts', search],
    queryFn: async ({ signal }): Promise<AccountSearchResult> => {
      // docs/product.md#identity-switching: the switcher searches up to 100 companies and 100 users.
      const data = await requestGraphQL(
        SearchAccountsQuery,
        { search: search || null, first: PAGE_SIZES.search },
        { signal, asSignedInAccount: true },
      );
      return {
        companies: data.search.companys.edges.map(({ node }) => ({ email: node.email, label: node.name })),
        users: data.search.users.edges.map(({ node }) => {
          const fullName =
            node.__typename === 'User'
              ? [node.firstName, node.lastName].filter(Boolean).join(' ')
              : node.__typename === 'Application'
                ? node.name
                : '';
          return { email: node.email, label: fullName || node.email };
        }),
      };
    },
    placeholderData: keepPreviousData,
  });
}

export function useSearchAccounts(search: string, enabled: boolean) {
  return useQuery({ ...searchAccountsQueryOptions(search), enabled });
}
