import { announceAccountChange } from '../../context/account-changes';
import type { SignedInContext } from '../../context/types';
import { endSessions } from './end-sessions';

// Ends the sessions of whoever signed in. Acting as someone else, that is the administrator's own: logging out of a
// switched view must not sign the company's tablets out.
export async function logout(context: SignedInContext): Promise<boolean> {
  await endSessions(context.db, context.viewer.actor.id);
  await announceAccountChange(context, [context.viewer.actor.id]);
  return true;
}
