import { join } from 'node:path';
import { builder } from '../../builder';
import { ItemRef } from '../menus';
import { uploadItemImage } from './upload-item-image';

builder.mutationFields((t) => ({
  uploadMenuItemImage: t.withAuth({ signedIn: true }).field({
    type: ItemRef,
    description:
      "Menu maker: a JPEG, PNG or WebP up to 10 MB and 40 megapixels, re-encoded as a JPEG of at most 1920 px without its metadata, becomes the item's image; imageUrl is " +
      'then a public /uploads/menus/ path, since the platforms fetch item images. Authorised like updateMenuItem.',
    args: { itemId: t.arg.int({ required: true }), image: t.arg({ type: 'File', required: true }) },
    resolve: (_root, args, context) =>
      uploadItemImage(context, {
        itemId: args.itemId,
        image: args.image,
        uploadsDir: join(context.config.dataDir, 'uploads'),
      }),
  }),
}));
