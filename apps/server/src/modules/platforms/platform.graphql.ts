import { PLATFORM_CODES } from '@comptoir/domain';
import { asc } from 'drizzle-orm';
import { builder } from '../../builder';
import { platforms, type PlatformRow } from '../../db/schema';

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
    resolve: (_root, _args, context) => context.db.select().from(platforms).orderBy(asc(platforms.id)),
  }),
);
