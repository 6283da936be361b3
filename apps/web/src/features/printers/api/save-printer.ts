import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { printersQueryOptions } from './printers';

const SavePrinterMutation = graphql(`
  mutation SavePrinter($input: PrinterInput!) {
    printer(input: $input) {
      id
      label
      mac
    }
  }
`);

export type PrinterInput = VariablesOf<typeof SavePrinterMutation>['input'];

export function useSavePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PrinterInput) => (await requestGraphQL(SavePrinterMutation, { input })).printer,
    onSettled: () => queryClient.invalidateQueries(printersQueryOptions()),
  });
}
