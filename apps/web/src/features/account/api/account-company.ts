import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, readFragment, type FragmentOf, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

// Every field the account page shows; the IBAN itself is never sent by the server, only its last four characters.
export const AccountCompanyFields = graphql(`
  fragment AccountCompanyFields on Company {
    id
    name
    siren
    siret
    vatNumber
    picture
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
    ibanLast4
    bic
    paymentMethod
    billingAddress {
      adresse
      postalCode
      city
      country
    }
  }
`);

const AccountCompanyQuery = graphql(
  `
    query AccountCompany($id: Int!) {
      company(id: $id) {
        ...AccountCompanyFields
      }
    }
  `,
  [AccountCompanyFields],
);

export type AccountCompany = ResultOf<typeof AccountCompanyFields>;

export function readCompany(company: FragmentOf<typeof AccountCompanyFields> | null): AccountCompany | null {
  return company ? readFragment(AccountCompanyFields, company) : null;
}

export function accountCompanyQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['account', 'company', id],
    queryFn: async ({ signal }) => readCompany((await requestGraphQL(AccountCompanyQuery, { id }, { signal })).company),
  });
}

export function useAccountCompany(id: number) {
  return useQuery(accountCompanyQueryOptions(id));
}
