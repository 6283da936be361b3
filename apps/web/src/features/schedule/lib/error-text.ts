import type { HolidayIssue, ScheduleIssue } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { GraphQLRequestError } from '../../../lib/graphql-errors';
import { holidayIssueText, scheduleIssueText } from './issue-text';

// The refusal's issues (extensions.scheduleIssues / holidayIssues, docs/errors.md); each has a code the screen knows.
function issuesOf(error: unknown, key: 'scheduleIssues' | 'holidayIssues'): unknown[] {
  if (!(error instanceof GraphQLRequestError)) return [];
  const extensions: Record<string, unknown> = error.errors[0]?.extensions ?? {};
  const issues = extensions[key];
  return Array.isArray(issues) ? issues.filter((issue) => typeof issue === 'object' && issue !== null) : [];
}

/**
 * A refused change in the reader's language: the week's or the closure's issues the server found, each by its code
 * (they name the day and periods), else the refusal's reason or code (errorMessage).
 */
export function useScheduleErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return (error) => {
    const week = issuesOf(error, 'scheduleIssues') as ScheduleIssue[];
    if (week.length > 0) return week.map((issue) => scheduleIssueText(issue, t, i18n.language)).join(' ');
    const closure = issuesOf(error, 'holidayIssues') as HolidayIssue[];
    if (closure.length > 0) return [...new Set(closure.map((issue) => holidayIssueText(issue, t)))].join(' ');
    return errorMessage(error, t);
  };
}
