import { useId } from 'react';
import { Button, Group, List, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/action-error';
import { formLevelError, formRule, setServerFieldErrors } from '../../../lib/form-rules';
import type { ApplicationSettings } from '../api/application-settings';
import { useUpdateApplicationInfo } from '../api/update-application-info';
import { toApplicationInfoInput, toSettingsValues, validateSettings, type SettingsValues } from '../lib/settings-form';
import { ConsoleCard } from './console-card';
import { notifySuccess } from '../../../components/ui/notify';

type SettingsCardProps = {
  application: ApplicationSettings;
  /** The secret the first address created, handed to the secret card to be shown once. */
  onSecretCreated: (secret: string) => void;
};

/** The application's name, support phone, webhook address and switch, and the companies it serves. */
export function SettingsCard({ application, onSecretCreated }: SettingsCardProps) {
  const { t } = useTranslation();
  const save = useUpdateApplicationInfo();
  const companiesId = useId();
  const form = useForm<SettingsValues>({
    mode: 'controlled',
    initialValues: toSettingsValues(application),
    validate: formRule(validateSettings, t),
  });

  const submit = form.onSubmit((values) => {
    save.mutate(toApplicationInfoInput(values), {
      onSuccess: ({ webhookSecret, application: saved }) => {
        notifySuccess(t('console.settings.saved'));
        form.setValues(toSettingsValues(saved));
        form.resetDirty(toSettingsValues(saved));
        if (webhookSecret) onSecretCreated(webhookSecret);
      },
      onError: (error) => setServerFieldErrors(form, error, t),
    });
  });

  return (
    <ConsoleCard title={t('console.settings.title')}>
      <form onSubmit={submit} noValidate aria-label={t('console.settings.title')}>
        <Stack gap="sm">
          <TextInput
            label={t('console.settings.name')}
            description={t('console.settings.nameHint')}
            size="md"
            required
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('console.settings.phone')}
            type="tel"
            autoComplete="tel"
            size="md"
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={t('console.settings.webhookUrl')}
            description={t('console.settings.webhookUrlHint')}
            placeholder="https://example.com/comptoir/webhooks"
            type="url"
            inputMode="url"
            spellCheck={false}
            autoComplete="off"
            size="md"
            {...form.getInputProps('webhookUrl')}
          />
          <Switch
            label={t('console.settings.webhookEnabled')}
            description={t('console.settings.webhookEnabledHint')}
            size="md"
            {...form.getInputProps('webhookEnabled', { type: 'checkbox' })}
          />
          <ActionError error={formLevelError(form, save.error)} title={t('console.settings.saveFailed')} />
          <Group>
            <Button type="submit" mih={48} loading={save.isPending}>
              {t('console.settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Stack gap={4}>
        <Title order={3} size="h5" id={companiesId}>
          {t('console.settings.companies')}
        </Title>
        {application.companies.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('console.settings.noCompany')}
          </Text>
        ) : (
          <List aria-labelledby={companiesId} size="sm" spacing={2}>
            {application.companies.map((company) => (
              <List.Item key={company.id}>{company.name}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </ConsoleCard>
  );
}
