import type { CartRow } from '../../db/schema';

/** What happens once intake has written a cart: the orders module auto-accepts, prints and tells the tablets. */
export type IntakeHooks = {
  onCartCreated(cart: CartRow): Promise<void>;
  onCartUpdated(cart: CartRow): Promise<void>;
};

export const NO_INTAKE_HOOKS: IntakeHooks = {
  onCartCreated: async () => undefined,
  onCartUpdated: async () => undefined,
};
