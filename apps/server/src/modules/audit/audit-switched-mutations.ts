import type { Plugin } from 'graphql-yoga';
import { getOperationAST, Kind } from 'graphql';
import type { GraphQLContext } from '../../context/types';
import { recordAudit } from './record-audit';

export const SWITCHED_MUTATION_ACTION = 'switch-user.mutation';

// Identity switching (docs/product.md#identity-switching): whatever an administrator changes while acting as someone
// else names both accounts.
export function useSwitchedMutationAudit(): Plugin<GraphQLContext> {
  return {
    async onExecute({ args }) {
      const context = args.contextValue;
      const viewer = context.viewer;
      if (!viewer?.switched) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      const fields = operation.selectionSet.selections.flatMap((selection) =>
        selection.kind === Kind.FIELD ? [selection.name.value] : [],
      );
      await recordAudit(context.db, {
        actorAccountId: viewer.actor.id,
        subjectAccountId: viewer.account.id,
        action: SWITCHED_MUTATION_ACTION,
        // Variables are left out: they may carry passwords or PINs.
        data: { operationName: operation.name?.value ?? null, fields },
        ip: context.clientAddress,
      });
    },
  };
}
