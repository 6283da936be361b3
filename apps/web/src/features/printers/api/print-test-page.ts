import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { printersQueryOptions } from './printers';

const PrintTestPageMutation = graphql(`
  mutation PrintTestPage($printerId: Int!) {
    printTestPage(printerId: $printerId) {
      id
      status
    }
  }
`);

export function usePrintTestPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (printerId: number) => (await requestGraphQL(PrintTestPageMutation, { printerId })).printTestPage,
    // The test page shows at once among the printer's last tickets, waiting.
    onSuccess: () => queryClient.invalidateQueries(printersQueryOptions()),
  });
}
