import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, readFragment, type ResultOf } from '../../../lib/graphql';
import { sendGraphQLUpload } from '../../../lib/graphql-upload';
import { MenuMakerConfigurationFields } from './configuration-fields';
import { menuConfigurationQueryOptions } from './menu-configuration';

// The answer carries the whole configuration, which replaces the cached one (as every menu-maker change does).
const UploadItemImageMutation = graphql(
  `
    mutation MenuMakerUploadItemImage($itemId: Int!, $image: File!) {
      uploadMenuItemImage(itemId: $itemId, image: $image) {
        id
        imageUrl
        menuConfiguration {
          ...MenuMakerConfigurationFields
        }
      }
    }
  `,
  [MenuMakerConfigurationFields],
);

export type UploadedItemImage = ResultOf<typeof UploadItemImageMutation>['uploadMenuItemImage'];

/** Sends the picture; the server checks and re-encodes it. */
async function uploadItemImage(itemId: number, image: File): Promise<UploadedItemImage> {
  const data = await sendGraphQLUpload<ResultOf<typeof UploadItemImageMutation>>(
    UploadItemImageMutation,
    { itemId, image: null },
    [{ path: 'variables.image', file: image }],
  );
  return data.uploadMenuItemImage;
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
