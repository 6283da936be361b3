import { builder } from '../../builder';
import { PlatformNameEnum } from '../../platforms/graphql/platform.graphql';

/** The arguments of every report query and export (docs/api.md#date-ranges); spread into a field's args. */
export const reportFilterArgs = builder.args((t) => ({
  fromDate: t.string({ required: true, description: 'YYYY-MM-DD, inclusive, in each restaurant’s local day.' }),
  toDate: t.string({ required: true, description: 'YYYY-MM-DD, inclusive, in each restaurant’s local day.' }),
  platforms: t.field({ type: [PlatformNameEnum] }),
  restaurants: t.stringList({ description: 'Restaurant uuids.' }),
  company: t.int({ description: 'Narrows within the viewer’s scope.' }),
}));
