import type { Db } from '../../db/client';
import type { CartRow } from '../../db/schema';

/** What the orders module adds to the intake (main.ts wires it; the intake does not import the orders module). */
export type IntakeHooks = {
  /**
   * In the transaction that writes new carts (a batch's, or one): the consequences that must commit with them
   * (auto-accept and its platform call, the ticket). Returns the carts as they then stand (those it changed at least)
   * and whether platform calls were queued.
   */
  onCartsCreated(tx: Db, carts: readonly CartRow[]): Promise<{ carts: CartRow[]; queuedCalls: boolean }>;
  /** Once committed: tells the tablets of a batch's carts (a hint; they also poll). */
  onCartsCommitted(changes: readonly { cart: CartRow; created: boolean }[]): Promise<void>;
};

export const NO_INTAKE_HOOKS: IntakeHooks = {
  onCartsCreated: async (_tx, carts) => ({ carts: [...carts], queuedCalls: false }),
  onCartsCommitted: async () => undefined,
};
