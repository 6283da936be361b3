import { Alert, Group, PasswordInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/action-error';
import type { WizardPlatform } from '../lib/wizard-platforms';
import type { WizardForm } from './platform-wizard';

type Props = {
  platform: WizardPlatform;
  form: WizardForm;
  /** The platform could not be asked (not a refusal: that one sits under the password). */
  checkError: unknown;
};

/**
 * The platform tablet's login and password, checked with the platform when going on, and stored encrypted and
 * write-only; or tabletless mode, where the restaurant has no platform tablet at all.
 */
export function TabletStep({ platform, form, checkError }: Props) {
  const { t } = useTranslation();
  const label = platform.platform.label;
  const { tabletMode } = form.getValues();
  return (
    <Stack gap="md">
      <Text>{t('connectRestaurant.tablet.intro', { platform: label })}</Text>
      <Radio.Group
        label={t('connectRestaurant.tablet.mode', { platform: label })}
        {...form.getInputProps('tabletMode')}
      >
        <Stack gap="xs" mt="xs">
          <Radio.Card value="login" p="sm" radius="md" mih={48}>
            <Group gap="sm" wrap="nowrap">
              <Radio.Indicator />
              <Text size="sm">{t('connectRestaurant.tablet.withLogin', { platform: label })}</Text>
            </Group>
          </Radio.Card>
          <Radio.Card value="tabletless" p="sm" radius="md" mih={48}>
            <Group gap="sm" wrap="nowrap">
              <Radio.Indicator />
              <Text size="sm">{t('connectRestaurant.tablet.tabletless')}</Text>
            </Group>
          </Radio.Card>
        </Stack>
      </Radio.Group>
      {tabletMode === 'login' ? (
        <>
          <TextInput
            label={t('connectRestaurant.tablet.login')}
            required
            autoComplete="off"
            {...form.getInputProps('tabletLogin')}
          />
          <PasswordInput
            label={t('connectRestaurant.tablet.password')}
            description={t('connectRestaurant.tablet.passwordHint')}
            required
            autoComplete="new-password"
            {...form.getInputProps('tabletPassword')}
          />
          <ActionError error={checkError} title={t('connectRestaurant.tablet.checkFailed')} />
        </>
      ) : (
        <Alert color="blue">{t('connectRestaurant.tablet.tabletlessHint', { platform: label })}</Alert>
      )}
    </Stack>
  );
}
