import { Alert, List } from '@mantine/core';
import { isPlatformCode, PLATFORMS, type MenuProblem } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';

type ProblemLike = Pick<MenuProblem, 'code' | 'title'> & { platform?: string | null; limit?: number | null };

/** What a platform would refuse, each with where it is; the publish button stays useless until none is left. */
export function ProblemList({ problems }: { problems: readonly ProblemLike[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) {
    return (
      <Alert color="green" role="status">
        {t('menuMaker.preview.noProblems')}
      </Alert>
    );
  }
  return (
    <Alert color="orange" title={t('menuMaker.preview.problems', { count: problems.length })} role="alert">
      <List size="sm">
        {problems.map((problem, index) => (
          <List.Item key={`${problem.code}-${problem.title}-${index}`}>
            {t(`menuMaker.problems.${problem.code}`, {
              title: problem.title,
              limit: problem.limit ?? 0,
              platform: problem.platform && isPlatformCode(problem.platform) ? PLATFORMS[problem.platform].label : '',
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
