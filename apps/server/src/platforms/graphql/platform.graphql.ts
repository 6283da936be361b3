import { acceptTimeoutSeconds, PLATFORM_CODES } from '@comptoir/domain';
import { builder } from '../../builder';
import type { PlatformRow } from '../../db/schema';
import { listPlatforms } from './list-platforms';

export const PlatformNameEnum = builder.enumType('PlatformName', {
  description: "A platform's code: Uber Eats, Deliveroo, Just Eat, Glovo, Click N Collect, GET RESTO and the others.",
  values: PLATFORM_CODES,
});

export const PlatformRef = builder.objectRef<PlatformRow>('Platform').implement({
  description: 'A sales channel (Uber Eats, Deliveroo, …).',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The platform's id; the platforms filters take it." }),
    name: t.field({
      description: "The platform's code.",
      type: PlatformNameEnum,
      resolve: (platform) => platform.code,
    }),
    color: t.exposeString('color', { description: "The platform's brand colour, as a CSS hex colour." }),
    picture: t.string({
      description: "URL of the platform's logo; empty when none.",
      resolve: (platform) => platform.picture ?? '',
    }),
    acceptTimeoutSeconds: t.int({
      description:
        'Seconds the platform waits for an answer before cancelling an unanswered ASAP order; null when unknown.',
      nullable: true,
      resolve: (platform, _args, context) => acceptTimeoutSeconds(platform.code, context.config.acceptTimeouts),
    }),
  }),
});

builder.queryField('platforms', (t) =>
  t.withAuth({ signedIn: true }).field({
    description: 'Every platform Comptoir knows.',
    type: [PlatformRef],
    resolve: (_root, _args, context) => listPlatforms(context.db),
  }),
);
