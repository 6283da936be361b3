import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

export const PrintTestPageMutation = graphql(`
  mutation PrintTestPage($printerId: Int!) {
    printTestPage(printerId: $printerId) { id status }
  }
`);

export function usePrintTestPage() {
  return useMutation({
    mutationFn: async (printerId: number) => (await requestGraphQL(PrintTestPageMutation, { printerId })).printTestPage,
  });
}
