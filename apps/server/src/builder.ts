import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { canSwitchUser, hasAnyRole, type Role } from '@comptoir/domain';
import type { GraphQLContext, SignedInContext } from './context/types';
import { AppError } from './errors';

export type SchemaTypes = {
  Context: GraphQLContext;
  AuthScopes: {
    signedIn: boolean;
    anyRole: Role[];
    canSwitchUser: boolean;
  };
  AuthContexts: {
    signedIn: SignedInContext;
    anyRole: SignedInContext;
    canSwitchUser: SignedInContext;
  };
  Connection: { totalCount: number };
  // GraphQL multipart request spec: Yoga hands each uploaded part to resolvers as a File.
  Scalars: {
    File: { Input: File; Output: never };
    MoneyTotal: { Input: number; Output: number | bigint | string };
  };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: { list: false; items: false };
  DefaultNodeNullability: false;
};

export const builder = new SchemaBuilder<SchemaTypes>({
  plugins: [ScopeAuthPlugin, RelayPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (context) => {
      // A company that signed up reaches nothing but its code screen until it validates (docs/accounts.md#sign-up).
      const viewer = context.viewer && !context.viewer.actor.awaitingValidation ? context.viewer : null;
      return {
        signedIn: viewer !== null,
        anyRole: (roles) => viewer !== null && hasAnyRole(viewer.roles, roles),
        // Judged on the viewer's roles: while switched, only the target's rights apply.
        canSwitchUser: viewer !== null && canSwitchUser(viewer.roles),
      };
    },
    unauthorizedError: (_parent, context) => {
      if (context.viewer === null) return new AppError('UNAUTHENTICATED');
      return new AppError(context.viewer.actor.awaitingValidation ? 'ACCOUNT_NOT_VALIDATED' : 'FORBIDDEN');
    },
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // Ids are the product's integers and uuids (docs/api.md#conventions), not Relay global ids: no node/nodes root
    // fields.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
    // GraphiQL shows these on every list the API pages with cursors.
    pageInfoTypeOptions: {
      description: 'Where a page sits in its list, with the cursors to ask for the next or previous one.',
    },
    hasNextPageFieldOptions: { description: 'Whether more items follow this page.' },
    hasPreviousPageFieldOptions: { description: 'Whether items come before this page.' },
    startCursorFieldOptions: { description: "The first item's cursor, to pass as `before`; null on an empty page." },
    endCursorFieldOptions: { description: "The last item's cursor, to pass as `after`; null on an empty page." },
    defaultConnectionTypeOptions: { description: 'One page of a list, asked for with `first` and `after`.' },
    defaultEdgeTypeOptions: { description: 'One item of a page with its cursor.' },
    edgesFieldOptions: { description: 'The items of this page, in order.' },
    nodeFieldOptions: { description: 'The item.' },
    cursorFieldOptions: { description: "The item's cursor, to pass as `after` to get the items that follow it." },
    pageInfoFieldOptions: { description: 'Whether more pages follow, and the cursors of this one.' },
  },
});
