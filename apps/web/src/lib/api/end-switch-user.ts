import { graphql } from '../graphql';
import { requestGraphQL } from '../graphql-client';

const EndSwitchUserMutation = graphql(`
  mutation EndSwitchUser {
    endSwitchUser
  }
`);

/** Records in the audit log that the administrator leaves the account it acts as. */
export async function endSwitchUser(): Promise<void> {
  await requestGraphQL(EndSwitchUserMutation);
}
