import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { validateRestaurantSettings } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { fieldErrorKeys, describeRequestError } from '../../../lib/field-errors';
import type { RestaurantSettings } from '../api/restaurant-settings';
import { useUpdateRestaurantSettings } from '../api/update-restaurant-settings';
import { changedSettings, toSettingsForm } from '../lib/settings-form';
import { useSettingsFieldMessage } from '../lib/use-settings-messages';
import { CredentialsFields } from './credentials-fields';
import { DisputesFields } from './disputes-fields';
import { IdentityFields } from './identity-fields';
import { OrdersFields } from './orders-fields';

// The refusals this form explains in words; anything else reads as a server error.
const EXPLAINED = ['BAD_USER_INPUT', 'WRONG_CREDENTIALS', 'FORBIDDEN', 'NOT_FOUND'];

/**
 * The restaurant's settings in sections, saved at once: only the fields changed are sent (docs/restaurant-settings.md).
 */
export function RestaurantSettingsForm({ settings }: { settings: RestaurantSettings }) {
  const { t } = useTranslation();
  const fieldMessage = useSettingsFieldMessage();
  const save = useUpdateRestaurantSettings(settings.uuid);
  const [failure, setFailure] = useState<string | null>(null);
  const saved = toSettingsForm(settings);
  const readOnly = !settings.canEdit;
  const form = useForm({
    initialValues: saved,
    validate: (values) => {
      const errors = validateRestaurantSettings(changedSettings(saved, values), {
        country: saved.country,
        tabletLogin: settings.tabletLogin,
        mainLogin: settings.mainLogin,
      });
      return Object.fromEntries(Object.entries(errors ?? {}).map(([field, key]) => [field, fieldMessage(key)]));
    },
  });

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      const input = changedSettings(saved, values);
      if (Object.keys(input).length === 0) {
        notifications.show({ color: 'blue', message: t('restaurantSettings.nothingChanged') });
        return;
      }
      save.mutate(input, {
        onSuccess: (next) => {
          // The saved values become the form's new starting point; passwords are emptied, never kept in the page.
          form.setInitialValues(toSettingsForm(next));
          form.setValues(toSettingsForm(next));
          notifications.show({ color: 'green', message: t('restaurantSettings.saved') });
        },
        onError: (error) => {
          const keys = fieldErrorKeys(error);
          form.setErrors(Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, fieldMessage(key)])));
          setFailure(
            Object.keys(keys).length > 0
              ? t('restaurantSettings.fixFields')
              : describeRequestError(error, t, EXPLAINED),
          );
        },
      });
    },
    () => setFailure(t('restaurantSettings.fixFields')),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('restaurantSettings.formLabel')}>
      <Stack gap="lg" maw={860}>
        <IdentityFields form={form} readOnly={readOnly} />
        <OrdersFields form={form} readOnly={readOnly} changes={settings.restaurant.lastPlatformChanges} />
        <CredentialsFields
          form={form}
          readOnly={readOnly}
          savedLogins={{ tablet: settings.tabletLogin, main: settings.mainLogin }}
          hasPassword={{ tablet: settings.hasTabletPassword, main: settings.hasMainPassword }}
        />
        <DisputesFields form={form} readOnly={readOnly} />
        {failure ? (
          <Alert color="red" role="alert" title={t('restaurantSettings.saveFailed')}>
            {failure}
          </Alert>
        ) : null}
        {readOnly ? (
          <Alert color="gray">{t('restaurantSettings.readOnly')}</Alert>
        ) : (
          <Group>
            <Button type="submit" mih={48} loading={save.isPending}>
              {t('restaurantSettings.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
