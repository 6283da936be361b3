import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { printersQueryOptions } from './printers';

const RotatePrinterSecretMutation = graphql(`
  mutation RotatePrinterSecret($id: Int!) {
    rotatePrinterSecret(id: $id) {
      id
      connection {
        password
      }
    }
  }
`);

export function useRotatePrinterSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await requestGraphQL(RotatePrinterSecretMutation, { id })).rotatePrinterSecret,
    onSettled: () => queryClient.invalidateQueries(printersQueryOptions()),
  });
}
