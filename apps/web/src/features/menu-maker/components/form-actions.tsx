import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Cancel and Save at the foot of every menu-maker form; Save shows it is working and cannot be pressed twice. */
export function FormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" mih={48} onClick={onCancel}>
        {t('menuMaker.form.cancel')}
      </Button>
      <Button type="submit" mih={48} loading={saving}>
        {t('menuMaker.form.save')}
      </Button>
    </Group>
  );
}
