import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { clearPinSession } from '../../../lib/pin/pin-session';

const LockPinMutation = graphql(`
  mutation LockPin {
    lockPin
  }
`);

/** User menu 'Lock': ends the PIN session on the server and here, so protected pages ask again. */
export async function lockPin(): Promise<void> {
  try {
    await requestGraphQL(LockPinMutation);
  } catch (error) {
    // The local lock matters most to the person at the tablet; the server session ends within the hour anyway.
    console.warn('lockPin failed', error);
  }
  clearPinSession();
}
