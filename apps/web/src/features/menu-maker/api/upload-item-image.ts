import { print } from '@0no-co/graphql.web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@comptoir/domain';
import { graphql, readFragment, type ResultOf } from '../../../lib/graphql';
import { GRAPHQL_ENDPOINT } from '../../../lib/graphql-client';
import { GraphQLRequestError, NetworkError, type GraphQLErrorItem } from '../../../lib/graphql-errors';
import { signOut } from '../../../lib/sign-out';
import { MenuMakerConfigurationFields } from './configuration-fields';
import { menuConfigurationQueryOptions } from './menu-configuration';

// The answer carries the whole configuration, which replaces the cached one (as every menu-maker change does).
export const UploadItemImageMutation = graphql(
  `mutation MenuMakerUploadItemImage($itemId: Int!, $image: File!) {
    uploadMenuItemImage(itemId: $itemId, image: $image) { id imageUrl menuConfiguration { ...MenuMakerConfigurationFields } }
  }`,
  [MenuMakerConfigurationFields],
);

type Answer = { data?: ResultOf<typeof UploadItemImageMutation> | null; errors?: GraphQLErrorItem[] };
export type UploadedItemImage = ResultOf<typeof UploadItemImageMutation>['uploadMenuItemImage'];

function uploadHeaders(): Record<string, string> {
  // No content-type: the browser sets the multipart boundary itself.
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = localStorage.getItem(STORAGE_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  const switchUser = localStorage.getItem(STORAGE_KEYS.switchUser);
  if (switchUser) headers['x-switch-user'] = switchUser;
  return headers;
}

/** Sends the picture as a GraphQL multipart request (operations, map, file); the server checks and re-encodes it. */
export async function uploadItemImage(itemId: number, image: File): Promise<UploadedItemImage> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: print(UploadItemImageMutation), variables: { itemId, image: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.image'] }));
  form.append('0', image, image.name);
  let response: Response;
  try {
    response = await fetch(GRAPHQL_ENDPOINT, { method: 'POST', headers: uploadHeaders(), body: form });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  const answer = (await response.json().catch(() => null)) as Answer | null;
  if (response.status === 401 || response.status === 403) {
    signOut();
    throw new GraphQLRequestError(response.status, answer?.errors ?? []);
  }
  // A picture over the limit is refused before it is read (HTTP 413, BAD_USER_INPUT): the same message reaches the form.
  if (!answer?.data) throw new GraphQLRequestError(response.status, answer?.errors ?? []);
  return answer.data.uploadMenuItemImage;
}

export function useUploadItemImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, image }: { itemId: number; image: File }) => uploadItemImage(itemId, image),
    onSuccess: (uploaded) => {
      const configuration = readFragment(MenuMakerConfigurationFields, uploaded.menuConfiguration);
      queryClient.setQueryData(menuConfigurationQueryOptions(configuration.id).queryKey, configuration);
    },
  });
}
