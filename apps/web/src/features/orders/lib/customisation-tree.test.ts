import { describe, expect, it } from 'vitest';
import type { CartCustomisation } from '../api/cart-fields';
import { buildCustomisationTree } from './customisation-tree';

function aCustomisation(id: number, parentId: number | null, title: string): CartCustomisation {
  return { id, parentId, quantity: 1, price: 0, item: { title }, customisation: { title } };
}

describe('buildCustomisationTree', () => {
  it('nests children under their parent, keeping the order of the list', () => {
    const tree = buildCustomisationTree([
      aCustomisation(1, null, 'Sauce'),
      aCustomisation(2, 1, 'Ketchup'),
      aCustomisation(3, 2, 'Extra'),
      aCustomisation(4, null, 'Drink'),
      aCustomisation(5, 1, 'Mayo'),
    ]);
    expect(tree.map((node) => node.customisation.title)).toEqual(['Sauce', 'Drink']);
    expect(tree[0]?.children.map((node) => node.customisation.title)).toEqual(['Ketchup', 'Mayo']);
    expect(tree[0]?.children[0]?.children.map((node) => node.customisation.title)).toEqual(['Extra']);
  });

  it('keeps an orphan at the top level instead of losing it', () => {
    const tree = buildCustomisationTree([aCustomisation(7, 99, 'Orphan')]);
    expect(tree.map((node) => node.id)).toEqual([7]);
  });
});
