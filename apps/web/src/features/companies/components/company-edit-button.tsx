import { Button } from '@mantine/core';
import { canOpenPath } from '@comptoir/domain';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConnection } from '../../../lib/connection';

type CompanyEditButtonProps = { companyId: number; name: string; size?: 'sm' | 'md' };

/** "Edit", to /company/{id}/edit, for the accounts that may open it (administrators and account managers). */
export function CompanyEditButton({ companyId, name, size = 'md' }: CompanyEditButtonProps) {
  const { t } = useTranslation();
  const { viewer } = useConnection();
  const path = `/company/${companyId}/edit`;
  if (!viewer || !canOpenPath(path, viewer.roles)) return null;
  return (
    <Button
      component={Link}
      to={path}
      variant="light"
      size={size}
      mih={48}
      leftSection={<IconPencil size={18} aria-hidden />}
      aria-label={t('companyEdit.editCompany', { name })}
    >
      {t('companyEdit.edit')}
    </Button>
  );
}
