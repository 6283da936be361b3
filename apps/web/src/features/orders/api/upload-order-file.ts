import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { queryKeys } from '../../../lib/query-keys';
import { sendGraphQLUpload } from '../../../lib/graphql-upload';

export const UploadOrderFileMutation = graphql(`
  mutation UploadOrderFile($input: UploadOrderFileInput!) {
    uploadOrderFile(input: $input) {
      id
      status
      hasImage
      cartImages {
        id
        filePath
      }
    }
  }
`);

/** Sends the photo; the server checks it and marks the order ready. */
function uploadOrderFile(cartId: number, file: File): Promise<ResultOf<typeof UploadOrderFileMutation>> {
  return sendGraphQLUpload(UploadOrderFileMutation, { input: { cartId, imageUpload: null } }, [
    { path: 'variables.input.imageUpload', file },
  ]);
}

export function useUploadOrderFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cartId, file }: { cartId: number; file: File }) => uploadOrderFile(cartId, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.activeOrders }),
  });
}
