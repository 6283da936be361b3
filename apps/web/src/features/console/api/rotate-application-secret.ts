import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, readFragment } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { ApplicationSettingsFields, applicationSettingsQueryOptions } from './application-settings';

const RotateApplicationSecretMutation = graphql(
  `
    mutation RotateApplicationSecret {
      rotateApplicationSecret {
        webhookSecret
        previousSecretValidUntil
        application {
          ...ApplicationSettingsFields
        }
      }
    }
  `,
  [ApplicationSettingsFields],
);

export function useRotateApplicationSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { rotateApplicationSecret } = await requestGraphQL(RotateApplicationSecretMutation, {});
      return {
        ...rotateApplicationSecret,
        application: readFragment(ApplicationSettingsFields, rotateApplicationSecret.application),
      };
    },
    onSuccess: ({ application }) => queryClient.setQueryData(applicationSettingsQueryOptions().queryKey, application),
  });
}
