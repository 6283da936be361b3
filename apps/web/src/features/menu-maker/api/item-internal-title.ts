import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

// The kitchen's own name goes through the menus module's itemInternalTitle (one rule for it, on /menus and here).
const ItemInternalTitleMutation = graphql(`
  mutation MenuMakerItemInternalTitle($id: Int!, $title: String) {
    itemInternalTitle(id: $id, title: $title) {
      id
      internalTitle
    }
  }
`);

export async function saveItemInternalTitle(id: number, title: string): Promise<void> {
  await requestGraphQL(ItemInternalTitleMutation, { id, title: title.trim() || null });
}
