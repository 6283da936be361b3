import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, readFragment, type FragmentOf, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

// Every field the company edit shows and changes (docs/administration.md#company-edit).
export const CompanyEditFields = graphql(`
  fragment CompanyEditFields on Company {
    id
    uuid
    name
    siren
    siret
    vatNumber
    email
    currency
    lang
    enabled
    autoAccept
    autoPrintEnabled
    pagesAccess {
      tag
      pinRequired
    }
    contact {
      firstName
      lastName
      phone
      email
    }
    adresse {
      adresse
      postalCode
      city
      country
    }
  }
`);

const CompanyEditQuery = graphql(
  `
    query CompanyEdit($id: Int!) {
      company(id: $id) {
        ...CompanyEditFields
      }
    }
  `,
  [CompanyEditFields],
);

export type EditedCompany = ResultOf<typeof CompanyEditFields>;

export function readEditedCompany(company: FragmentOf<typeof CompanyEditFields> | null): EditedCompany | null {
  return company ? readFragment(CompanyEditFields, company) : null;
}

export function companyEditQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...queryKeys.companies, id, 'edit'],
    queryFn: async ({ signal }) =>
      readEditedCompany((await requestGraphQL(CompanyEditQuery, { id }, { signal })).company),
  });
}

export function useCompanyEdit(id: number) {
  return useQuery(companyEditQueryOptions(id));
}
