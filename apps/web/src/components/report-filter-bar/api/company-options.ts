import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_FIRST } from '@comptoir/domain';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

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

export type CompanyOption = { id: number; name: string };

/** docs/api.md#paging: like the restaurant selector, the first 10 companies matching what is typed. */
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
