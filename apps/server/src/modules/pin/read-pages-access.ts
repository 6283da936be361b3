import { normalizePagesAccess, type PageAccess } from '@comptoir/domain';
import { AppError } from '../../errors';

/** The pages the PIN protects as stored, or BAD_USER_INPUT naming the unknown or repeated tag (rule in the domain). */
export function readPagesAccess(entries: readonly PageAccess[]): PageAccess[] {
  const read = normalizePagesAccess(entries);
  if (Array.isArray(read)) return read;
  const message =
    read.reason === 'unknown_tag' ? `Unknown page tag "${read.tag}"` : `Page tag "${read.tag}" is listed twice`;
  throw new AppError('BAD_USER_INPUT', { message, details: { fields: { pagesAccess: read.reason } } });
}
