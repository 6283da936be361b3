import type { Viewer } from '../../context/types';

/**
 * The viewer of a file request (uploads, tickets, invoices), or null for a company that has not entered its code:
 * like the API, the files serve it nothing until it does (docs/accounts.md#sign-up).
 */
export function validatedViewer(viewer: Viewer | null): Viewer | null {
  return viewer && !viewer.actor.awaitingValidation ? viewer : null;
}
