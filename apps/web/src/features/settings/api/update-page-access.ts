import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageAccess } from '@comptoir/domain';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

const UpdatePageAccessMutation = graphql(`
  mutation UpdatePageAccess($pagesAccess: [PageAccessInput!]!, $pinCode: String!) {
    updatePageAccess(pagesAccess: $pagesAccess, pinCode: $pinCode) {
      uuid
      pagesAccess {
        tag
        pinRequired
      }
    }
  }
`);

/** Which pages ask for the PIN lives in the profile, which the route guard reads: it refreshes after a save. */
export function useUpdatePageAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { pagesAccess: PageAccess[]; pinCode: string }) =>
      requestGraphQL(UpdatePageAccessMutation, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
  });
}
