import type { GraphQLContext, SignedInContext } from '../../context/types';
import { loadAccountNode, type AccountNode } from './account-node';

/** The account that signed in, even while it acts as someone else; null for a visitor. */
export function loadSignedInAccount(context: GraphQLContext): Promise<AccountNode> | null {
  return context.viewer ? loadAccountNode(context.db, context.viewer.actor) : null;
}

/** The account acted as, or null when not switched. */
export function loadSwitchedAccount(context: GraphQLContext): Promise<AccountNode> | null {
  return context.viewer?.switched ? loadAccountNode(context.db, context.viewer.account) : null;
}

/**
 * The context when its viewer may read data: signed in, and not a company still waiting to enter its code
 * (docs/accounts.md#sign-up) — the same judgement as the `signedIn` auth scope.
 */
export function readingContext(context: GraphQLContext): SignedInContext | null {
  const viewer = context.viewer;
  return viewer && !viewer.actor.awaitingValidation ? { ...context, viewer } : null;
}
