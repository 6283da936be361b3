// A small menu model for generating realistic orders; prices are in cents, VAT-inclusive (French menus).

export type MenuOption = {
  id: string;
  title: string;
  /** Added to the line for one unit of this option. */
  price: number;
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
  /** 10 for food, 20 for drinks, as French VAT applies to delivered meals. */
  vatPurcent: number;
  groups: readonly ModifierGroup[];
  weight: number;
  /** Quantity on one line: drinks and sides come by two or three more often. */
  maxQuantity: number;
};

export type Menu = { items: readonly MenuItem[]; allergyNotes: readonly string[]; lineNotes: readonly string[] };
