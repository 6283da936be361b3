import { DEFAULT_LANG, isLang, type Lang } from '@comptoir/domain';
import type { Profile } from '../../../lib/api/profile';

/**
 * docs/printing-tickets.md#language: a ticket is printed in its kitchen's language, the company's (its own tablet, or
 * an administrator acting as it), as the cloud printers print it; anyone else prints in the language they read.
 */
export function ticketLanguage(profile: Profile | undefined, reading: string): Lang {
  const account = profile?.switchedUser ?? profile?.me;
  if (account?.__typename === 'Company') return account.documentLanguage;
  return isLang(reading) ? reading : DEFAULT_LANG;
}
