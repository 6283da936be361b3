import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { signOut } from '../../../lib/sign-out';

const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/**
 * User menu 'Log out': the server ends every token of the account (a copied token stops working too), then this
 * device forgets its own. Sent as the signed-in account: acting as someone else, the administrator logs himself out.
 */
export async function logOut(): Promise<void> {
  try {
    await requestGraphQL(LogoutMutation, undefined, { asSignedInAccount: true });
  } catch (error) {
    // Offline or already ended: this device still forgets the token.
    console.warn('logout failed', error);
  }
  signOut();
}
