import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <Center h="100vh" role="status" aria-label={t('app.loading')}>
      <Loader size="lg" />
    </Center>
  );
}
