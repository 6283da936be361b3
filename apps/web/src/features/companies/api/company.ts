import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

const CompanyQuery = graphql(`
  query Company($id: Int!) {
    company(id: $id) {
      id
      uuid
      name
      email
      enabled
      currency
      lang
      siret
      siren
      vatNumber
      bic
      autoAccept
      autoPrintEnabled
      lastPing
      createdAt
      updatedAt
      adresse {
        adresse
        postalCode
        city
        country
      }
      contact {
        firstName
        lastName
        phone
        email
      }
      pagesAccess {
        tag
        pinRequired
      }
      subscriptions {
        service
        activated
        price
        startedAt
        endedAt
      }
      restaurants {
        id
        uuid
        title
        label
        city
        integrationStatus
        rejectionReason
        platform {
          id
          name
          color
        }
        restaurantKOM {
          isConnected
          isOrderable
          isVisible
          enabled
          isAutoPausedUntil
          isBusyUntil
          statusReason
        }
        subscriptions {
          service
          activated
          price
          startedAt
          endedAt
        }
      }
    }
  }
`);

export type CompanyDetails = NonNullable<ResultOf<typeof CompanyQuery>['company']>;
export type CompanyRestaurant = CompanyDetails['restaurants'][number];

export function companyQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...queryKeys.companies, id],
    queryFn: async ({ signal }) => (await requestGraphQL(CompanyQuery, { id }, { signal })).company,
  });
}

export function useCompany(id: number) {
  return useQuery(companyQueryOptions(id));
}
