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
    // Ids are the SPEC's integers and uuids, not Relay global ids: no node/nodes root fields.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
  },
});
