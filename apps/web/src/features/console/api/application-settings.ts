import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, readFragment, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

export const ApplicationSettingsFields = graphql(`
  fragment ApplicationSettingsFields on Application {
    uuid
    email
    name
    phone
    webhookUrl
    webhookEnabled
    hasWebhookSecret
    previousSecretValidUntil
    companies {
      id
      name
    }
  }
`);

const ApplicationSettingsQuery = graphql(
  `
    query ApplicationSettings {
      me {
        __typename
        ... on Application {
          ...ApplicationSettingsFields
        }
      }
    }
  `,
  [ApplicationSettingsFields],
);

export type ApplicationSettings = ResultOf<typeof ApplicationSettingsFields>;

export function applicationSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['console', 'application'],
    queryFn: async ({ signal }): Promise<ApplicationSettings | null> => {
      const { me } = await requestGraphQL(ApplicationSettingsQuery, {}, { signal });
      return me?.__typename === 'Application' ? readFragment(ApplicationSettingsFields, me) : null;
    },
  });
}

export function useApplicationSettings() {
  return useQuery(applicationSettingsQueryOptions());
}
