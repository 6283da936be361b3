import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateTabletCredentials } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/action-error';
import { notifySuccess } from '../../../components/ui/notify';
import { formLevelError, formRule, setServerFieldErrors } from '../../../lib/form-rules';
import { useCheckLoginPlatform } from '../api/check-login-platform';
import type { CheckedRestaurant } from '../api/restaurant-problems';

type TabletCredentialsFormProps = { restaurant: CheckedRestaurant; onDone: () => void };

type Values = { tabletLogin: string; tabletPassword: string };

/**
 * docs/screens.md#restaurant-problems: tablet login and password, both required; saved only once the platform accepts
 * them.
 */
export function TabletCredentialsForm({ restaurant, onDone }: TabletCredentialsFormProps) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    initialValues: { tabletLogin: '', tabletPassword: '' },
    validate: formRule((values: Values) => validateTabletCredentials(values.tabletLogin, values.tabletPassword), t),
  });
  const save = useCheckLoginPlatform();

  const submit = form.onSubmit((values) =>
    save.mutate(
      { restaurant: restaurant.uuid, tabletLogin: values.tabletLogin.trim(), tabletPassword: values.tabletPassword },
      {
        onSuccess: () => {
          notifySuccess(t('checkLoginPlatform.success'), t('restaurantProblems.yeah'));
          onDone();
        },
        onError: (error) => setServerFieldErrors(form, error, t),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text fw={600}>{t('restaurantProblems.credentialsTitle', { title: restaurant.title })}</Text>
        <TextInput
          label={t('restaurantProblems.tabletLogin')}
          {...form.getInputProps('tabletLogin')}
          autoComplete="off"
        />
        <PasswordInput
          label={t('restaurantProblems.tabletPassword')}
          {...form.getInputProps('tabletPassword')}
          autoComplete="off"
        />
        <ActionError error={formLevelError(form, save.error)} title={t('restaurantProblems.error')} />
        <Group justify="flex-end">
          <Button variant="default" mih={48} onClick={onDone}>
            {t('operations.cancel')}
          </Button>
          <Button type="submit" mih={48} loading={save.isPending}>
            {t('restaurantProblems.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
