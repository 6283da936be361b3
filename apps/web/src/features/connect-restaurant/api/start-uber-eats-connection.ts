import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const StartUberEatsConnectionMutation = graphql(`
  mutation StartUberEatsConnection($companyId: Int!) {
    startUberEatsConnection(companyId: $companyId) {
      authorizeUrl
    }
  }
`);

/** "Connect with Uber": Uber's authorisation page for this company, where the owner allows Comptoir. */
export function useStartUberEatsConnection() {
  return useMutation({
    mutationFn: async (companyId: number) =>
      (await requestGraphQL(StartUberEatsConnectionMutation, { companyId })).startUberEatsConnection.authorizeUrl,
  });
}
