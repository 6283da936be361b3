import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, readFragment, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { ApplicationSettingsFields, applicationSettingsQueryOptions } from './application-settings';

const ApplicationInfoMutation = graphql(
  `
    mutation ApplicationInfo($input: ApplicationInfoInput!) {
      applicationInfo(input: $input) {
        webhookSecret
        ...ApplicationSettingsFields
      }
    }
  `,
  [ApplicationSettingsFields],
);

export type ApplicationInfoInput = VariablesOf<typeof ApplicationInfoMutation>['input'];

/** Saves the settings; answers the secret when this save created it (the first address), shown this once. */
export function useUpdateApplicationInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ApplicationInfoInput) => {
      const { applicationInfo } = await requestGraphQL(ApplicationInfoMutation, { input });
      return {
        webhookSecret: applicationInfo.webhookSecret,
        application: readFragment(ApplicationSettingsFields, applicationInfo),
      };
    },
    onSuccess: ({ application }) => queryClient.setQueryData(applicationSettingsQueryOptions().queryKey, application),
  });
}
