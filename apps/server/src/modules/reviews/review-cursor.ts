import { AppError } from '../../errors';

/** A review's place in the newest-first list: when it was written, to the microsecond Postgres keeps, and its id. */
export type ReviewCursor = { at: string; id: number };

const CURSOR = /^review:(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|(\d{1,10})$/;
const MAX_ID = 2_147_483_647;

// Date.parse rolls 02-30 over to March where Postgres would fail: only an instant that formats back to itself passes.
function isRealInstant(at: string): boolean {
  const time = Date.parse(at);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 19) === at.slice(0, 19);
}

export function encodeReviewCursor(cursor: ReviewCursor): string {
  return Buffer.from(`review:${cursor.at}|${cursor.id}`).toString('base64url');
}

export function decodeReviewCursor(value: string): ReviewCursor {
  const match = CURSOR.exec(Buffer.from(value, 'base64url').toString('utf8'));
  const at = match?.[1];
  const id = Number(match?.[2]);
  if (!at || !isRealInstant(at) || !Number.isInteger(id) || id > MAX_ID) throw new AppError('BAD_USER_INPUT', { message: 'Invalid cursor' });
  return { at, id };
}
