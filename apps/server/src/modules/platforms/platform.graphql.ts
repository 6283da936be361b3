import { PLATFORM_CODES } from '@comptoir/domain';
import { builder } from '../../builder';
import type { PlatformRow } from '../../db/schema';
import { listPlatforms } from './list-platforms';

export const PlatformNameEnum = builder.enumType('PlatformName', { values: PLATFORM_CODES });

export const PlatformRef = builder.objectRef<PlatformRow>('Platform').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.field({ type: PlatformNameEnum, resolve: (platform) => platform.code }),
    color: t.exposeString('color'),
    picture: t.string({ resolve: (platform) => platform.picture ?? '' }),
  }),
});

builder.queryField('platforms', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [PlatformRef],
    resolve: (_root, _args, context) => listPlatforms(context.db),
  }),
);
