import { Button, Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type LoadMoreProps = { shown: number; total: number; hasNextPage: boolean; loading: boolean; onLoad: () => void };

export function LoadMore({ shown, total, hasNextPage, loading, onLoad }: LoadMoreProps) {
  const { t } = useTranslation();
  if (hasNextPage) {
    return (
      <Center>
        <Button variant="light" mih={48} loading={loading} onClick={onLoad}>
          {t('marketing.loadMore')}
        </Button>
      </Center>
    );
  }
  return shown > 0 ? (
    <Text c="dimmed" ta="center" size="sm">
      {t('marketing.allShown', { count: total })}
    </Text>
  ) : null;
}
