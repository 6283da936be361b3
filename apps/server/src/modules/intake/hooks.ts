import type { Db } from '../../db/client';
import type { CartRow } from '../../db/schema';

/** What the orders module adds to the intake (main.ts wires it; the intake does not import the orders module). */
export type IntakeHooks = {
  /**
   * In the transaction that writes a new cart: the consequences that must commit with it (auto-accept and its
   * platform call, the ticket). Returns the cart as it then stands and whether platform calls were queued.
   */
  onCartCreated(tx: Db, cart: CartRow): Promise<{ cart: CartRow; queuedCalls: boolean }>;
  /** Once committed: tells the tablets (a hint; they also poll). */
  onCartCommitted(cart: CartRow, created: boolean): Promise<void>;
};

export const NO_INTAKE_HOOKS: IntakeHooks = {
  onCartCreated: async (_tx, cart) => ({ cart, queuedCalls: false }),
  onCartCommitted: async () => undefined,
};
