import { useState } from 'react';
import { Button, Group, Modal, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditedCompany } from '../api/company-edit';
import { useEditSection } from '../lib/use-edit-section';

const FIELDS = ['enabled'] as const;

/**
 * Access: whether the company may sign in. Disabling signs it out everywhere at once — every browser and tablet —
 * so it asks first (docs/administration.md#disabling).
 */
export function CompanyAccessSection({ company }: { company: EditedCompany }) {
  const { t } = useTranslation();
  const section = useEditSection(company.id, FIELDS);
  const [confirming, setConfirming] = useState(false);
  const setEnabled = (enabled: boolean) => section.save({ enabled }, null, () => setConfirming(false));

  return (
    <Stack gap="sm" maw={640}>
      <Title order={2} size="h3">
        {t('companyEdit.access.title')}
      </Title>
      <Switch
        size="md"
        checked={company.enabled}
        label={t('companyEdit.access.enabled')}
        description={company.enabled ? t('companyEdit.access.enabledHint') : t('companyEdit.access.disabledHint')}
        disabled={section.saving}
        onChange={(event) => (event.currentTarget.checked ? setEnabled(true) : setConfirming(true))}
        styles={{ body: { minHeight: 48, alignItems: 'center' } }}
      />
      {section.failure ? (
        <Text c="red" role="alert">
          {section.failure}
        </Text>
      ) : null}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('companyEdit.access.confirmTitle', { name: company.name })}
        centered
      >
        <Stack>
          <Text>{t('companyEdit.access.confirmText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" mih={48} onClick={() => setConfirming(false)}>
              {t('companyEdit.access.cancel')}
            </Button>
            <Button color="red" mih={48} loading={section.saving} onClick={() => setEnabled(false)}>
              {t('companyEdit.access.disable')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
