import { print } from '@0no-co/graphql.web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@comptoir/domain';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { GRAPHQL_ENDPOINT } from '../../../lib/graphql-client';
import { GraphQLRequestError, NetworkError, type GraphQLErrorItem } from '../../../lib/graphql-errors';
import { signOut } from '../../../lib/sign-out';
import { activeOrdersKey } from './active-orders';

export const UploadOrderFileMutation = graphql(`
  mutation UploadOrderFile($input: UploadOrderFileInput!) {
    uploadOrderFile(input: $input) { id status hasImage cartImages { id filePath } }
  }
`);

type UploadAnswer = { data?: ResultOf<typeof UploadOrderFileMutation> | null; errors?: GraphQLErrorItem[] };

function uploadHeaders(): Record<string, string> {
  // No content-type: the browser sets the multipart boundary itself.
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = localStorage.getItem(STORAGE_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  const switchUser = localStorage.getItem(STORAGE_KEYS.switchUser);
  if (switchUser) headers['x-switch-user'] = switchUser;
  return headers;
}

/** Sends the photo as a GraphQL multipart request (operations, map, file). */
export async function uploadOrderFile(cartId: number, file: File): Promise<ResultOf<typeof UploadOrderFileMutation>> {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: print(UploadOrderFileMutation), variables: { input: { cartId, imageUpload: null } } }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.input.imageUpload'] }));
  form.append('0', file, file.name);
  let response: Response;
  try {
    response = await fetch(GRAPHQL_ENDPOINT, { method: 'POST', headers: uploadHeaders(), body: form });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  const answer = (await response.json().catch(() => null)) as UploadAnswer | null;
  if (response.status === 401 || response.status === 403) {
    signOut();
    throw new GraphQLRequestError(response.status, answer?.errors ?? []);
  }
  if (!answer?.data) throw new GraphQLRequestError(response.status, answer?.errors ?? []);
  return answer.data;
}

export function useUploadOrderFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cartId, file }: { cartId: number; file: File }) => uploadOrderFile(cartId, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activeOrdersKey }),
  });
}
