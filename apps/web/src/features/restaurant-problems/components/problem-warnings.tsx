import { List } from '@mantine/core';
import type { RestaurantProblem } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

/** The SPEC §8 restaurant warnings, one line each. */
export function ProblemWarnings({ problems }: { problems: readonly RestaurantProblem[] }) {
  const { t, i18n } = useTranslation();
  function describe(problem: RestaurantProblem): string {
    switch (problem.key) {
      case 'pausedUntil':
      case 'busyUntil':
        return t(`restaurantProblems.warnings.${problem.key}`, { date: formatDateTime(problem.until, i18n.language) });
      case 'printer':
        return t(`restaurantProblems.warnings.printer.${problem.kind}`, { printer: problem.printer });
      case 'tabletsSilent':
        return t('restaurantProblems.warnings.tabletsSilent', { minutes: problem.minutes });
      case 'ticketFailed':
        return t('restaurantProblems.warnings.ticketFailed', {
          printer: problem.printer,
          displayId: problem.displayId,
        });
      case 'statusReason':
        return t('restaurantProblems.warnings.statusReason', {
          reason: t(`restaurantProblems.reasons.${problem.reason}`, { defaultValue: problem.reason }),
        });
      default:
        return t(`restaurantProblems.warnings.${problem.key}`);
    }
  }
  return (
    <List size="sm" c="orange.8">
      {problems.map((problem, index) => (
        <List.Item key={`${problem.key}-${index}`}>{describe(problem)}</List.Item>
      ))}
    </List>
  );
}
