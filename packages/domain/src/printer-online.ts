/** Star CloudPRNT's default poll interval, used until the printer reports its own. */
export const DEFAULT_POLL_INTERVAL_SECONDS = 5;

export type PolledPrinter = {
  lastPing: Date | string | null | undefined;
  /** Seconds between two polls, as the printer reports it (null until it does). */
  pollInterval: number | null | undefined;
};

/** A printer is online while its last poll is at most two poll intervals plus 5 s old (docs/printing.md#online). */
export function isPrinterOnline(printer: PolledPrinter, now: Date | number = Date.now()): boolean {
  if (!printer.lastPing) return false;
  const lastPing = new Date(printer.lastPing).getTime();
  if (Number.isNaN(lastPing)) return false;
  const interval =
    printer.pollInterval && printer.pollInterval > 0 ? printer.pollInterval : DEFAULT_POLL_INTERVAL_SECONDS;
  return new Date(now).getTime() - lastPing <= (2 * interval + 5) * 1000;
}
