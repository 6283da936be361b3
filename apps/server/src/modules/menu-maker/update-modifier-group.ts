import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import type { Db } from '../../db/client';
import { menuModifierGroups, type MenuModifierGroupRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { MenuGraph } from '../menus';
import { readIds, readPrice, readQuantities, readTitle, requireEntity, requireTitle } from './menu-maker-input';
import { setGroupOptions, type OptionLink } from './menu-links';
import { changeConfiguration, copyTitle, newPlatformId, type MenuOperation } from './menu-operation';

type ModifierOptionInput = {
  itemId: number;
  price?: number | null;
  minPermitted?: number | null;
  maxPermitted?: number | null;
};

export type ModifierGroupInput = {
  menuConfigurationId: number;
  id?: number | null;
  title?: string | null;
  minPermitted?: number | null;
  maxPermitted?: number | null;
  /** The group's choices, in order: items of the configuration, each with its price and quantities in this group. */
  options?: readonly ModifierOptionInput[] | null;
};

function readOptions(
  graph: MenuGraph,
  options: readonly ModifierOptionInput[] | null | undefined,
): OptionLink[] | undefined {
  if (options === undefined || options === null) return undefined;
  readIds(
    graph,
    'items',
    options.map((option) => option.itemId),
  );
  return options.map((option) => ({
    itemId: option.itemId,
    price: readPrice(option.price, 'optionPrice') ?? null,
    ...readQuantities(option.minPermitted ?? 0, option.maxPermitted ?? 1, 'option'),
  }));
}

function readGroupQuantities(input: ModifierGroupInput, current: MenuModifierGroupRow | null) {
  if (input.minPermitted == null && input.maxPermitted == null && current) return {};
  return readQuantities(
    input.minPermitted ?? current?.minPermitted ?? 0,
    input.maxPermitted ?? current?.maxPermitted ?? 1,
    'group',
  );
}

async function insertGroup(
  tx: Db,
  graph: MenuGraph,
  values: { title: string; minPermitted?: number; maxPermitted?: number },
): Promise<number> {
  const [row] = await tx
    .insert(menuModifierGroups)
    .values({ ...values, configurationId: graph.configuration.id, platformId: newPlatformId(graph) })
    .returning({ id: menuModifierGroups.id });
  if (!row) throw new Error('The modifier group was not inserted');
  return row.id;
}

// An option that asks for this very group would let a customer choose forever; deeper nesting is allowed.
function refuseSelfNesting(graph: MenuGraph, groupId: number, options: readonly OptionLink[]): void {
  const looping = options.find((option) => graph.itemGroups.get(option.itemId)?.includes(groupId));
  if (!looping) return;
  const title = graph.items.find((item) => item.id === looping.itemId)?.title ?? String(looping.itemId);
  throw new AppError('BAD_USER_INPUT', {
    message: `"${title}" asks for this group itself: it cannot be one of its options`,
    details: { reason: 'OPTION_ASKS_FOR_ITS_GROUP', params: { title } },
  });
}

/**
 * updateMenuModifierGroup (docs/menus.md#menu-maker): a group of choices (sauces, cooking…), its quantities and its
 * options.
 */
export function changeModifierGroup(
  context: SignedInContext,
  input: ModifierGroupInput,
  operation: MenuOperation,
): Promise<MenuGraph> {
  return changeConfiguration(context, input.menuConfigurationId, async (tx, graph) => {
    const options = readOptions(graph, input.options);
    if (operation === 'ADD') {
      const id = await insertGroup(tx, graph, {
        title: requireTitle(input.title),
        ...readGroupQuantities(input, null),
      });
      await setGroupOptions(tx, id, options ?? []);
      return;
    }
    const group = requireEntity<MenuModifierGroupRow>(graph, 'modifierGroups', input.id);
    if (operation === 'UPDATE') {
      if (options) refuseSelfNesting(graph, group.id, options);
      await tx
        .update(menuModifierGroups)
        .set({ title: readTitle(input.title), ...readGroupQuantities(input, group) })
        .where(eq(menuModifierGroups.id, group.id));
      if (options) await setGroupOptions(tx, group.id, options);
    } else if (operation === 'DUPLICATE') {
      const id = await insertGroup(tx, graph, {
        title: copyTitle(group.title),
        minPermitted: group.minPermitted,
        maxPermitted: group.maxPermitted,
      });
      await setGroupOptions(
        tx,
        id,
        (graph.groupOptions.get(group.id) ?? []).map(({ itemId, price, minPermitted, maxPermitted }) => ({
          itemId,
          price,
          minPermitted,
          maxPermitted,
        })),
      );
    } else {
      await tx.delete(menuModifierGroups).where(eq(menuModifierGroups.id, group.id));
    }
  });
}
