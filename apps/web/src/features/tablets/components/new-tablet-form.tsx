import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { requiredText } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useCreateTabletEnrolment, type TabletEnrolment } from '../api/create-tablet-enrolment';
import { errorMessage } from '../../../lib/error-message';

type NewTabletFormProps = { onCreated: (enrolment: TabletEnrolment, deviceName: string) => void };

/** The tablet's name, then Create: the code and link to type or open on it. */
export function NewTabletForm({ onCreated }: NewTabletFormProps) {
  const { t } = useTranslation();
  const create = useCreateTabletEnrolment();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { deviceName: '' },
    validate: {
      deviceName: (value) => {
        const key = requiredText(value);
        return key ? t(`validation.${key}`) : null;
      },
    },
  });

  function submit({ deviceName }: { deviceName: string }) {
    if (create.isPending) return;
    const name = deviceName.trim();
    create.mutate(name, {
      onSuccess: (enrolment) => {
        form.reset();
        onCreated(enrolment, name);
      },
      onError: (error) => {
        form.setFieldError('deviceName', errorMessage(error, t));
      },
    });
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('tablets.form.name')}
          placeholder={t('tablets.form.namePlaceholder')}
          description={t('tablets.form.nameHint')}
          size="md"
          withAsterisk
          maxLength={50}
          style={{ flex: '1 1 260px' }}
          key={form.key('deviceName')}
          {...form.getInputProps('deviceName')}
        />
        <Button type="submit" size="md" mih={48} mt={{ base: 0, sm: 26 }} loading={create.isPending}>
          {t('tablets.form.create')}
        </Button>
      </Group>
    </form>
  );
}
