import { isIsoDate } from '@comptoir/domain';
import { AppError } from '../../errors';

/** A misc item's sort key in the statement: its local statement day and its id. */
export type MiscItemCursor = { day: string; id: number };

const CURSOR = /^(\d{4}-\d{2}-\d{2})\|(\d{1,10})$/;
const MAX_ID = 2_147_483_647;

export function encodeMiscItemCursor(cursor: MiscItemCursor): string {
  return Buffer.from(`${cursor.day}|${cursor.id}`).toString('base64url');
}

export function decodeMiscItemCursor(value: string): MiscItemCursor {
  const match = CURSOR.exec(Buffer.from(value, 'base64url').toString('utf8'));
  const day = match?.[1];
  const id = Number(match?.[2]);
  if (!day || !isIsoDate(day) || !Number.isInteger(id) || id > MAX_ID) throw new AppError('BAD_USER_INPUT', { message: 'Invalid cursor' });
  return { day, id };
}
