import { optionCount, optionTotal } from '@comptoir/domain';
import { z } from 'zod';
import type { NormalizedCustomisation, NormalizedLine } from './normalized-order';

// The item format of Comptoir's own order formats (GET RESTO pushes and Click N Collect orders): integer minor
// units, options nested to any depth, each option priced per unit of its parent.
export const minorUnits = z.number().int().nonnegative();
const text = z.string().trim().min(1);

const option = z.object({
  id: text,
  externalId: z.string().nullish(),
  name: text,
  quantity: z.number().int().positive(),
  unitPrice: minorUnits,
  /** The modifier group the option was chosen in, when the sender names it. */
  group: z.string().trim().min(1).nullish(),
  get options(): z.ZodOptional<z.ZodArray<typeof option>> {
    return z.array(option).optional();
  },
});
type Option = z.infer<typeof option>;

export const orderItemSchema = z.object({
  id: text,
  name: text,
  category: z.string().nullish(),
  quantity: z.number().int().positive(),
  unitPrice: minorUnits,
  /** Left out (or null): the rate of the restaurant's menu item (docs/money.md#an-items-vat-rate). */
  vatPercent: z.number().min(0).max(100).nullish(),
  notes: z.string().nullish(),
  allergies: z.string().nullish(),
  options: z.array(option).optional(),
});
type OrderItem = z.infer<typeof orderItemSchema>;

// A customisation's price is its whole contribution: its unit price × its quantity × every parent quantity.
function toCustomisation(o: Option, multiplier: number): NormalizedCustomisation {
  return {
    quantity: o.quantity,
    unitPrice: o.unitPrice,
    price: optionTotal(o.unitPrice, o.quantity, multiplier),
    item: { platformId: o.id, title: o.name },
    customisation: { platformId: o.id, externalId: o.externalId ?? null, title: o.name },
    group: o.group ? { platformId: null, title: o.group } : null,
    customisations: (o.options ?? []).map((nested) => toCustomisation(nested, optionCount(o.quantity, multiplier))),
  };
}

export function toNormalizedLines(items: readonly OrderItem[]): NormalizedLine[] {
  return items.map((item) => ({
    quantity: item.quantity,
    category: item.category ?? null,
    price: item.unitPrice,
    specialInstructions: item.notes ?? null,
    allergyInstructions: item.allergies ?? null,
    item: { platformId: item.id, title: item.name, vatPurcent: item.vatPercent ?? null },
    customisations: (item.options ?? []).map((o) => toCustomisation(o, item.quantity)),
  }));
}
