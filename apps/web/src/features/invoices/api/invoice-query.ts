import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const InvoiceQuery = graphql(`
  query Invoice($id: Int!) {
    invoice(id: $id) {
      id
      number
      status
      kind
      fromDate
      toDate
      dueDate
      createdAt
      payedAt
      currency
      priceHT
      vatAmount
      price
      commissionBase
      commissionRate
      externalUrl
      platform {
        name
      }
      restaurants {
        uuid
        title
      }
      additionalLines {
        id
        position
        label
        target
        vat
        priceHT
        vatAmount
        price
      }
    }
  }
`);

export type InvoiceDetail = ResultOf<typeof InvoiceQuery>['invoice'];

function invoiceQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['invoice', id],
    queryFn: async ({ signal }) => (await requestGraphQL(InvoiceQuery, { id }, { signal })).invoice,
    staleTime: 5 * 60_000,
  });
}

export function useInvoice(id: number | null) {
  return useQuery({ ...invoiceQueryOptions(id ?? 0), enabled: id !== null });
}
