import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { sendGraphQLUpload } from '../../../lib/graphql-upload';
import { queryKeys } from '../../../lib/query-keys';
import { accountCompanyQueryOptions, AccountCompanyFields, readCompany } from './account-company';

export const UpdateCompanyPictureMutation = graphql(
  `
    mutation UpdateCompanyPicture($id: Int!, $logo: File!) {
      updateCompanyPicture(id: $id, logo: $logo) {
        ...AccountCompanyFields
      }
    }
  `,
  [AccountCompanyFields],
);

/** Sends the logo; the server checks and re-encodes it. */
export function useUpdateCompanyPicture(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (logo: File) => {
      const data = await sendGraphQLUpload<ResultOf<typeof UpdateCompanyPictureMutation>>(
        UpdateCompanyPictureMutation,
        { id, logo: null },
        [{ path: 'variables.logo', file: logo }],
      );
      return readCompany(data.updateCompanyPicture);
    },
    onSuccess: (company) => {
      queryClient.setQueryData(accountCompanyQueryOptions(id).queryKey, company);
      // The top bar and the runner display show the logo from the profile.
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    },
  });
}
