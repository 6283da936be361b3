import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateRestaurantSettings } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/action-error';
import { notifyInfo, notifySuccess } from '../../../components/ui/notify';
import { formLevelError, formRule, setServerFieldErrors } from '../../../lib/form-rules';
import type { RestaurantSettings } from '../api/restaurant-settings';
import { useUpdateRestaurantSettings } from '../api/update-restaurant-settings';
import { changedSettings, toSettingsForm } from '../lib/settings-form';
import { CredentialsFields } from './credentials-fields';
import { DisputesFields } from './disputes-fields';
import { IdentityFields } from './identity-fields';
import { OrdersFields } from './orders-fields';

// This screen words some rules its own way (out_of_range, invalid_colour…).
const WORDING = { ownKeys: 'restaurantSettings.validation' };

/**
 * The restaurant's settings in sections, saved at once: only the fields changed are sent (docs/restaurant-settings.md).
 */
export function RestaurantSettingsForm({ settings }: { settings: RestaurantSettings }) {
  const { t } = useTranslation();
  const save = useUpdateRestaurantSettings(settings.uuid);
  // A long form: a refused field may be out of sight, so a line beside the button says to look for it.
  const [invalid, setInvalid] = useState(false);
  const saved = toSettingsForm(settings);
  const readOnly = !settings.canEdit;
  const form = useForm({
    initialValues: saved,
    validate: formRule(
      (values: typeof saved) =>
        validateRestaurantSettings(changedSettings(saved, values), {
          country: saved.country,
          tabletLogin: settings.tabletLogin,
          mainLogin: settings.mainLogin,
        }),
      t,
      WORDING,
    ),
  });

  const submit = form.onSubmit(
    (values) => {
      setInvalid(false);
      const input = changedSettings(saved, values);
      if (Object.keys(input).length === 0) {
        notifyInfo(t('restaurantSettings.nothingChanged'));
        return;
      }
      save.mutate(input, {
        onSuccess: (next) => {
          // The saved values become the form's new starting point; passwords are emptied, never kept in the page.
          form.setInitialValues(toSettingsForm(next));
          form.setValues(toSettingsForm(next));
          notifySuccess(t('restaurantSettings.saved'));
        },
        onError: (error) => {
          setServerFieldErrors(form, error, t, WORDING);
          setInvalid(formLevelError(form, error) === null);
        },
      });
    },
    () => setInvalid(true),
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
        {invalid ? (
          <Alert color="red" role="alert" title={t('restaurantSettings.saveFailed')}>
            {t('restaurantSettings.fixFields')}
          </Alert>
        ) : (
          <ActionError error={formLevelError(form, save.error)} title={t('restaurantSettings.saveFailed')} />
        )}
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
