import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CompanyDetails } from '../api/company';

export function CompanyPagesAccess({ company }: { company: CompanyDetails }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('company.pagesAccess')}
      </Title>
      {company.pagesAccess.length === 0 ? (
        <Text c="dimmed">{t('company.noPagesAccess')}</Text>
      ) : (
        <Group gap="xs">
          {company.pagesAccess.map((access) => (
            <Badge
              key={access.tag}
              size="lg"
              variant="light"
              color={access.pinRequired ? 'orange' : 'gray'}
              leftSection={
                access.pinRequired ? <IconLock size={14} aria-hidden /> : <IconLockOpen size={14} aria-hidden />
              }
            >
              {t(`pinTag.${access.tag}`, { defaultValue: access.tag })} ·{' '}
              {access.pinRequired ? t('company.pinRequired') : t('company.noPin')}
            </Badge>
          ))}
        </Group>
      )}
    </Paper>
  );
}
