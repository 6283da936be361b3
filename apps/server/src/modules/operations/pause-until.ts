import { nextOpeningAfterToday, pauseUntilIssue, MAX_PAUSE_DAYS, type ScheduleDay } from '@comptoir/domain';
import { AppError } from '../../errors';

/**
 * How long "pause all" lasts (docs/orders.md#pause): until an instant, until each restaurant opens again, or until
 * resumed.
 */
export type PauseLength = { until: Date } | { untilOpening: true } | null;

export type PauseLengthInput = {
  pause?: boolean | null;
  pauseUntil?: string | null;
  pauseMinutes?: number | null;
  pauseUntilOpening?: boolean | null;
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function invalid(message: string): AppError {
  return new AppError('BAD_USER_INPUT', { message, details: { reason: 'PAUSE_UNTIL_INVALID', field: 'pauseUntil' } });
}

/**
 * A length in minutes is counted on the server's clock, so a tablet whose clock is off still pauses for the time
 * chosen; an instant is for callers that mean one.
 */
export function readPauseLength(input: PauseLengthInput, now: Date): PauseLength {
  const untilOpening = input.pauseUntilOpening === true;
  const given = [input.pauseUntil != null, input.pauseMinutes != null, untilOpening].filter(Boolean).length;
  if (given === 0) return null;
  if (input.pause !== true) throw invalid('pauseUntil, pauseMinutes and pauseUntilOpening go with pause: true');
  if (given > 1) throw invalid('Give one of pauseUntil, pauseMinutes or pauseUntilOpening');
  if (untilOpening) return { untilOpening: true };
  if (input.pauseMinutes != null && !(Number.isInteger(input.pauseMinutes) && input.pauseMinutes > 0))
    throw invalid('pauseMinutes must be a whole number of minutes above 0');
  const until =
    input.pauseMinutes != null
      ? new Date(now.getTime() + input.pauseMinutes * 60_000)
      : new Date(input.pauseUntil ?? '');
  if (input.pauseMinutes == null && (!ISO_INSTANT.test(input.pauseUntil ?? '') || Number.isNaN(until.getTime())))
    throw invalid('pauseUntil must be an ISO-8601 instant');
  const issue = pauseUntilIssue(until, now);
  if (issue === 'PAUSE_UNTIL_PAST')
    throw new AppError('BAD_USER_INPUT', {
      message: 'pauseUntil must be in the future',
      details: { reason: issue, field: 'pauseUntil' },
    });
  if (issue === 'PAUSE_UNTIL_TOO_FAR')
    throw new AppError('BAD_USER_INPUT', {
      message: `A pause lasts at most ${MAX_PAUSE_DAYS} days`,
      details: { reason: issue, field: 'pauseUntil', params: { maxDays: MAX_PAUSE_DAYS } },
    });
  return { until };
}

/** When one restaurant's pause ends; null until resumed. */
export function pauseEnd(length: PauseLength, week: readonly ScheduleDay[], timeZone: string, now: Date): Date | null {
  if (!length) return null;
  return 'until' in length ? length.until : nextOpeningAfterToday(week, now, timeZone);
}
