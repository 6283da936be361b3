import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lang } from '@comptoir/domain';
import { graphql } from '../graphql';
import { requestGraphQL } from '../graphql-client';
import { queryKeys } from '../query-keys';

const UpdateLanguageMutation = graphql(`
  mutation UpdateLanguage($lang: Language!) {
    updateLanguage(lang: $lang) {
      uuid
      lang
    }
  }
`);

/**
 * Stores the language picked on the signed-in account, so that its other devices start in it
 * (docs/product.md#languages). A profile answer already on its way carries the old language: it is cancelled, and the
 * profile read again once the new one is stored.
 */
export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lang: Lang) => requestGraphQL(UpdateLanguageMutation, { lang }),
    onMutate: () => queryClient.cancelQueries({ queryKey: queryKeys.profile }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
  });
}
