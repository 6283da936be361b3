import { List, Text } from '@mantine/core';
import type { RestaurantProblem } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { statusReasonText } from '../../../lib/status-reason';

// The problems whose line says what to do about them (docs/screens.md#restaurant-problems).
const WITH_WHAT_TO_DO: ReadonlySet<RestaurantProblem['key']> = new Set([
  'unlinked',
  'credentialsRefused',
  'notVisible',
  'notOrderable',
]);

/** The restaurant warnings (docs/screens.md#restaurant-problems), one line each, with what to do where it helps. */
export function ProblemWarnings({ problems }: { problems: readonly RestaurantProblem[] }) {
  const { t, i18n } = useTranslation();
  function describe(problem: RestaurantProblem): string {
    switch (problem.key) {
      case 'pausedUntil':
      case 'busyUntil':
        return t(`restaurantProblems.warnings.${problem.key}`, { date: formatDateTime(problem.until, i18n.language) });
      case 'unlinked':
        return t('restaurantProblems.warnings.unlinked', { date: formatDateTime(problem.since, i18n.language) });
      case 'notOrderable':
        return problem.reason
          ? t('restaurantProblems.warnings.notOrderableBecause', { reason: statusReasonText(t, problem.reason) })
          : t('restaurantProblems.warnings.notOrderable');
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
        return t('restaurantProblems.warnings.statusReason', { reason: statusReasonText(t, problem.reason) });
      default:
        return t(`restaurantProblems.warnings.${problem.key}`);
    }
  }
  return (
    <List size="sm" c="orange">
      {problems.map((problem, index) => (
        <List.Item key={`${problem.key}-${index}`}>
          {describe(problem)}
          {WITH_WHAT_TO_DO.has(problem.key) ? (
            <Text size="sm" c="dimmed">
              {t(`restaurantProblems.whatToDo.${problem.key}`)}
            </Text>
          ) : null}
        </List.Item>
      ))}
    </List>
  );
}
