import { DEFAULT_FIRST } from '@comptoir/domain';
import { builder } from '../../builder';
import type { RestaurantRow } from '../../db/schema';
import { emptyPage, readPageRequest } from '../../lib/pagination';
import { AccountRef, loadSignedInAccount, loadSwitchedAccount, readingContext } from '../accounts';
import { listPlatforms } from '../../platforms/graphql/list-platforms';
import { PlatformRef } from '../../platforms/graphql/platform.graphql';
import { listPrinters, PrinterRef } from '../printers';
import { listRestaurants, RESTAURANT_KEYSET, RestaurantConnectionRef } from '../restaurants';

// What a tablet needs at start-up and every minute after (docs/accounts.md#init): answered to a visitor too, with
// `connected: false` and empty lists, so the start-up query itself never fails.
const InitRef = builder.objectRef<object>('Init').implement({
  description:
    'The start-up state of the app: who is signed in, the platforms, and the restaurants and printers in scope.',
  fields: (t) => ({
    connected: t.boolean({
      description: 'Whether the request carries a valid token.',
      resolve: (_init, _args, context) => context.viewer !== null,
    }),
    me: t.field({
      description: 'The account that signed in (not the one acted as while switched); null without a token.',
      type: AccountRef,
      nullable: true,
      resolve: (_init, _args, context) => loadSignedInAccount(context),
    }),
    switchedUser: t.field({
      description: 'The account acted as while switched; null when not switched.',
      type: AccountRef,
      nullable: true,
      resolve: (_init, _args, context) => loadSwitchedAccount(context),
    }),
    platforms: t.field({
      type: [PlatformRef],
      description: 'Every platform; empty for a visitor or a company still waiting to enter its code.',
      resolve: (_init, _args, context) => (readingContext(context) ? listPlatforms(context.db) : []),
    }),
    restaurants: t.field({
      type: RestaurantConnectionRef,
      description: 'The restaurants in scope with their platform status (restaurantKOM), as `restaurants` pages them.',
      args: { first: t.arg.int({ defaultValue: DEFAULT_FIRST.restaurants }), after: t.arg.string() },
      resolve: (_init, args, context) => {
        const reader = readingContext(context);
        if (reader) return listRestaurants(reader, args);
        // A visitor's list is empty, but its arguments are checked as the signed-in list checks them.
        readPageRequest(RESTAURANT_KEYSET, args, 0);
        return emptyPage<RestaurantRow>();
      },
    }),
    printers: t.field({
      type: [PrinterRef],
      description:
        "The cloud printers of the companies in scope; none for an application (a printer's password is not its to read).",
      resolve: (_init, _args, context) => {
        const reader = readingContext(context);
        return reader && reader.viewer.type !== 'Application' ? listPrinters(reader, null) : [];
      },
    }),
  }),
});

builder.queryField('init', (t) =>
  t.field({
    type: InitRef,
    description: 'What the app needs at start-up, in one request; open to visitors.',
    resolve: () => ({}),
  }),
);
