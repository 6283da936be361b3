// A small menu model for generating realistic orders; prices are in cents, VAT-inclusive (French menus).

// France's VAT rates for what a restaurant delivers or hands over for immediate consumption
// (docs/money.md#the-demo-catalogue): one rate per item, whoever sells it and however it is ordered.
export const FRENCH_VAT = {
  /** Prepared food, and menus (formules) sold as one line. */
  preparedFood: 10,
  /** Non-alcoholic drinks in a closed can or bottle, which the client may keep for later. */
  sealedSoftDrink: 5.5,
  /** Alcoholic drinks, always at the standard rate. */
  alcohol: 20,
} as const;

export type MenuOption = {
  id: string;
  title: string;
  /** Added to the line for one unit of this option. */
  price: number;
  /** The option's rate when the menu lists it as an item of its own; prepared food unless told. */
  vatPurcent?: number;
  groups?: readonly ModifierGroup[];
  /** Relative chance of being picked within its group. */
  weight?: number;
};

export type ModifierGroup = {
  id: string;
  title: string;
  min: number;
  max: number;
  /** How many units of one option may be taken (sauces: up to 3). */
  maxQuantity?: number;
  options: readonly MenuOption[];
};

export type MenuItem = {
  id: string;
  title: string;
  category: string;
  price: number;
  /** FRENCH_VAT of what the item is. */
  vatPurcent: number;
  groups: readonly ModifierGroup[];
  weight: number;
  /** Quantity on one line: drinks and sides come by two or three more often. */
  maxQuantity: number;
};

export type Menu = { items: readonly MenuItem[]; allergyNotes: readonly string[]; lineNotes: readonly string[] };
