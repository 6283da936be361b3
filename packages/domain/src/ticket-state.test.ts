import { describe, expect, it } from 'vitest';
import { ticketState, type TicketJob } from './ticket-state';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 12, minute));
const job = (status: TicketJob['status'], minute: number): TicketJob => ({ status, createdAt: at(minute) });

describe('ticketState', () => {
  it.each([
    { name: 'nothing printed yet', jobs: [], printedAt: null, state: 'NONE' },
    { name: 'printed in the browser', jobs: [], printedAt: at(1), state: 'PRINTED' },
    { name: 'waiting for a printer', jobs: [job('queued', 1)], printedAt: null, state: 'QUEUED' },
    { name: 'fetched, not yet confirmed', jobs: [job('delivered', 1)], printedAt: null, state: 'QUEUED' },
    {
      name: 'one printer confirmed, the other still has it',
      jobs: [job('printed', 1), job('queued', 1)],
      printedAt: at(2),
      state: 'QUEUED',
    },
    {
      name: 'confirmed by every printer',
      jobs: [job('printed', 1), job('printed', 1)],
      printedAt: at(2),
      state: 'PRINTED',
    },
    { name: 'the last ticket failed', jobs: [job('printed', 1), job('failed', 5)], printedAt: at(2), state: 'FAILED' },
    {
      name: 'one printer of the same print failed',
      jobs: [job('printed', 1), job('failed', 1)],
      printedAt: at(2),
      state: 'FAILED',
    },
    { name: 'failed, then reprinted', jobs: [job('failed', 1), job('printed', 5)], printedAt: at(6), state: 'PRINTED' },
    { name: 'failed, reprint waiting', jobs: [job('failed', 1), job('queued', 5)], printedAt: null, state: 'QUEUED' },
  ] as const)('$name → $state', ({ jobs, printedAt, state }) => {
    expect(ticketState(jobs, printedAt)).toBe(state);
  });
});
