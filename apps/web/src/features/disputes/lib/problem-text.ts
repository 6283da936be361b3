import { disputeProblemOf } from '@comptoir/domain';
import type { TFunction } from 'i18next';

/**
 * What the customer complained of, in the reader's language when Comptoir knows the platform's wording
 * (docs/disputes.md#problems), else as the platform wrote it; null when the platform gave none.
 */
export function problemText(platformText: string | null | undefined, t: TFunction): string | null {
  if (!platformText) return null;
  const problem = disputeProblemOf(platformText);
  return problem ? t(`disputes.problems.${problem}`) : platformText;
}
