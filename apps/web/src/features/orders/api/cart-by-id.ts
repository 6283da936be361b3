import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { CartFields } from './cart-fields';

const CartByIdQuery = graphql(
  `
    query CartById($id: Int!) {
      cart(id: $id) {
        ...CartFields
      }
    }
  `,
  [CartFields],
);

/** One order by id, for screens that list orders outside the live lists (History). */
export function useCartById(id: number | null) {
  return useQuery({
    queryKey: ['cart', id],
    queryFn: async ({ signal }) => (await requestGraphQL(CartByIdQuery, { id: id ?? 0 }, { signal })).cart,
    enabled: id !== null,
  });
}
