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
    authScopes: (context) => ({
      signedIn: context.viewer !== null,
      anyRole: (roles) => context.viewer !== null && hasAnyRole(context.viewer.roles, roles),
      // Judged on the viewer's roles: while switched, only the target's rights apply.
      canSwitchUser: context.viewer !== null && canSwitchUser(context.viewer.roles),
    }),
    unauthorizedError: (_parent, context) => new AppError(context.viewer === null ? 'UNAUTHENTICATED' : 'FORBIDDEN'),
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // Ids are the SPEC's integers and uuids, not Relay global ids: no node/nodes root fields.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
  },
});
