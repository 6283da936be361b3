import type { CartCustomisation } from '../api/cart-fields';

export type CustomisationNode = CartCustomisation & { children: CustomisationNode[] };

/** Rebuilds the nested customisations from the API's flat list (parentId), keeping their order. */
export function buildCustomisationTree(flat: readonly CartCustomisation[]): CustomisationNode[] {
  const nodes = new Map<number, CustomisationNode>(flat.map((entry) => [entry.id, { ...entry, children: [] }]));
  const roots: CustomisationNode[] = [];
  for (const entry of flat) {
    const node = nodes.get(entry.id);
    if (!node) continue;
    const parent = entry.parentId === null ? undefined : nodes.get(entry.parentId);
    // An orphan (parent missing from the list) still shows, at the top level, rather than vanish.
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
