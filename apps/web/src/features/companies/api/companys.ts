import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_FIRST } from '@comptoir/domain';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const CompanysQuery = graphql(`
  query Companys($first: Int, $after: String, $search: String) {
    companys(first: $first, after: $after, search: $search) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          uuid
          name
          email
          siret
          enabled
          restaurants {
            id
          }
        }
      }
    }
  }
`);

export type CompanyRow = ResultOf<typeof CompanysQuery>['companys']['edges'][number]['node'];

function companysQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: ['companys', search],
    queryFn: async ({ pageParam, signal }) => {
      const data = await requestGraphQL(
        CompanysQuery,
        { first: DEFAULT_FIRST.companies, after: pageParam, search: search || null },
        { signal },
      );
      return data.companys;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
  });
}

export function useCompanys(search: string) {
  return useInfiniteQuery(companysQueryOptions(search));
}
