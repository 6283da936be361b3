/**
 * Where an order's ticket stands, as the tablet shows it: QUEUED while a cloud printer has a ticket of it to print,
 * FAILED when its last ticket could not be printed (paper out, jam… after the retries), PRINTED once a printer
 * confirmed it or the tablet printed it in the browser, NONE before that (docs/printing.md).
 */
export type TicketState = 'NONE' | 'QUEUED' | 'PRINTED' | 'FAILED';

export const TICKET_STATES = ['NONE', 'QUEUED', 'PRINTED', 'FAILED'] as const satisfies readonly TicketState[];

export type TicketJob = { status: 'queued' | 'delivered' | 'printed' | 'failed'; createdAt: Date };

export function ticketState(jobs: readonly TicketJob[], printedAt: Date | null): TicketState {
  if (jobs.some((job) => job.status === 'queued' || job.status === 'delivered')) return 'QUEUED';
  // A failure counts until a ticket asked for later has printed: a reprint settles it, another printer of the same
  // print does not (the customer's copy is still missing).
  const lastPrinted = Math.max(...jobs.filter((job) => job.status === 'printed').map((job) => job.createdAt.getTime()));
  if (jobs.some((job) => job.status === 'failed' && job.createdAt.getTime() >= lastPrinted)) return 'FAILED';
  return printedAt ? 'PRINTED' : 'NONE';
}
