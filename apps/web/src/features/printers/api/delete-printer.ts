import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { printersQueryOptions } from './printers';

const DeletePrinterMutation = graphql(`
  mutation DeletePrinter($id: Int!) {
    deletePrinter(id: $id)
  }
`);

export function useDeletePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await requestGraphQL(DeletePrinterMutation, { id })).deletePrinter,
    onSettled: () => queryClient.invalidateQueries(printersQueryOptions()),
  });
}
