import { optionCount, optionTotal } from '@comptoir/domain';
import type { Faker } from '@faker-js/faker';
import type { Menu, MenuItem, MenuOption, ModifierGroup } from './menu-types';

// Options as intake stores them (docs/orders.md#lines-and-options): item_* and customisation_* name the option
// chosen, group_* the group it was chosen in.
export type CustomisationDraft = {
  /** Per unit of its parent. */
  quantity: number;
  unitPrice: number;
  /** All quantities included: this option's unit price × its quantity × its ancestors' and its line's quantities. */
  price: number;
  itemPlatformId: string;
  itemTitle: string;
  customisationPlatformId: string;
  customisationExternalId: string;
  customisationTitle: string;
  groupPlatformId: string;
  groupTitle: string;
  children: CustomisationDraft[];
};

export type LineDraft = {
  quantity: number;
  category: string;
  price: number;
  specialInstructions: string | null;
  allergyInstructions: string | null;
  itemPlatformId: string;
  itemTitle: string;
  itemVatPurcent: number;
  customisations: CustomisationDraft[];
};

export type OrderContent = { lines: LineDraft[]; subtotal: number };

function pickWeighted<T extends { weight?: number }>(faker: Faker, values: readonly T[]): T {
  return faker.helpers.weightedArrayElement(values.map((value) => ({ value, weight: value.weight ?? 1 })));
}

function pickCustomisations(faker: Faker, groups: readonly ModifierGroup[], multiplier: number): CustomisationDraft[] {
  const drafts: CustomisationDraft[] = [];
  for (const group of groups) {
    const optional = group.min === 0;
    if (optional && faker.number.float() < 0.55) continue;
    const count = faker.number.int({ min: Math.max(group.min, 1), max: Math.min(group.max, group.options.length) });
    const chosen: MenuOption[] = [];
    while (chosen.length < count) {
      const option = pickWeighted(faker, group.options);
      if (!chosen.includes(option) || group.options.length === 1) chosen.push(option);
    }
    for (const option of chosen) {
      const quantity =
        group.maxQuantity && faker.number.float() < 0.2 ? faker.number.int({ min: 2, max: group.maxQuantity }) : 1;
      drafts.push({
        quantity,
        unitPrice: option.price,
        price: optionTotal(option.price, quantity, multiplier),
        itemPlatformId: option.id,
        itemTitle: option.title,
        customisationPlatformId: option.id,
        customisationExternalId: `ext-${option.id}`,
        customisationTitle: option.title,
        groupPlatformId: group.id,
        groupTitle: group.title,
        children: pickCustomisations(faker, option.groups ?? [], optionCount(quantity, multiplier)),
      });
    }
  }
  return drafts;
}

function sumCustomisations(drafts: readonly CustomisationDraft[]): number {
  return drafts.reduce((sum, draft) => sum + draft.price + sumCustomisations(draft.children), 0);
}

function buildLine(faker: Faker, menu: Menu, item: MenuItem): LineDraft {
  const quantity =
    item.maxQuantity > 1 && faker.number.float() < 0.18 ? faker.number.int({ min: 2, max: item.maxQuantity }) : 1;
  return {
    quantity,
    category: item.category,
    price: item.price,
    specialInstructions: faker.number.float() < 0.07 ? faker.helpers.arrayElement(menu.lineNotes) : null,
    allergyInstructions: faker.number.float() < 0.03 ? faker.helpers.arrayElement(menu.allergyNotes) : null,
    itemPlatformId: item.id,
    itemTitle: item.title,
    itemVatPurcent: item.vatPurcent,
    customisations: pickCustomisations(faker, item.groups, quantity),
  };
}

const LINE_COUNTS = [
  { value: 1, weight: 24 },
  { value: 2, weight: 34 },
  { value: 3, weight: 24 },
  { value: 4, weight: 12 },
  { value: 5, weight: 6 },
];

/** 1 to 5 lines from the menu; subtotal = Σ line price × quantity + Σ customisation prices. */
export function buildOrderContent(faker: Faker, menu: Menu): OrderContent {
  const count = faker.helpers.weightedArrayElement(LINE_COUNTS);
  const lines: LineDraft[] = [];
  for (let i = 0; i < count; i += 1) {
    const item = pickWeighted(faker, menu.items);
    const same = lines.find((line) => line.itemPlatformId === item.id && line.customisations.length === 0);
    if (same && item.groups.length === 0) {
      same.quantity += 1;
      continue;
    }
    lines.push(buildLine(faker, menu, item));
  }
  const subtotal = lines.reduce(
    (sum, line) => sum + line.price * line.quantity + sumCustomisations(line.customisations),
    0,
  );
  return { lines, subtotal };
}
