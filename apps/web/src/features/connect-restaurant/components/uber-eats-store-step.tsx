import { Accordion, Alert, Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandUber } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ActionError } from '../../../components/ui/action-error';
import { useStartUberEatsConnection } from '../api/start-uber-eats-connection';
import type { WizardForm } from './platform-wizard';
import { StoreNameField } from './store-name-field';
import { UberEatsStoreList } from './uber-eats-store-list';

// What Uber's callback may say instead of a grant (docs/screens.md#adding-a-restaurant).
const UBER_ERRORS = ['denied', 'expired', 'failed'];

/**
 * Uber Eats: "Connect with Uber" (the owner allows Comptoir on Uber's page, then picks one of their stores), or the
 * store UUID typed, which the server looks up when registering (docs/platforms.md#connecting-a-restaurant).
 */
export function UberEatsStoreStep({ companyId, form }: { companyId: number; form: WizardForm }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const start = useStartUberEatsConnection();
  const { uberMethod, authorizationId } = form.getValues();
  const uberError = params.get('error');

  const connect = () =>
    start.mutate(companyId, {
      // Leaving for Uber's page: the progress is already saved for this company, never the password.
      onSuccess: (authorizeUrl) => window.location.assign(authorizeUrl),
    });

  return (
    <Stack gap="md">
      <SegmentedControl
        fullWidth
        // A 48 px target on the tablet, as the orders' choices (docs/accessibility.md#touch-targets); on a phone the
        // two choices' words wrap rather than being cut.
        size="lg"
        styles={{ label: { whiteSpace: 'normal' } }}
        aria-label={t('connectRestaurant.uber.method')}
        data={[
          { value: 'connect', label: t('connectRestaurant.uber.connectMethod') },
          { value: 'uuid', label: t('connectRestaurant.uber.uuidMethod') },
        ]}
        {...form.getInputProps('uberMethod')}
      />
      {uberMethod === 'connect' ? (
        <>
          {uberError && UBER_ERRORS.includes(uberError) && !authorizationId ? (
            <Alert color="orange" title={t('connectRestaurant.uber.notConnected')}>
              {t(`connectRestaurant.uber.error.${uberError}`)}
            </Alert>
          ) : null}
          {authorizationId ? (
            <UberEatsStoreList
              authorizationId={authorizationId}
              form={form}
              onReconnect={connect}
              reconnecting={start.isPending}
            />
          ) : (
            <Stack gap="sm" align="flex-start">
              <Text>{t('connectRestaurant.uber.connectIntro')}</Text>
              <Button
                mih={48}
                color="dark"
                leftSection={<IconBrandUber size={20} aria-hidden />}
                loading={start.isPending}
                onClick={connect}
              >
                {t('connectRestaurant.uber.connect')}
              </Button>
              <ActionError error={start.error} title={t('connectRestaurant.uber.startFailed')} />
            </Stack>
          )}
        </>
      ) : (
        <>
          <Text>{t('connectRestaurant.uber.uuidIntro')}</Text>
          <TextInput
            label={t('connectRestaurant.uber.storeUuid')}
            description={t('connectRestaurant.uber.storeUuidHint')}
            placeholder="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"
            required
            autoComplete="off"
            {...form.getInputProps('platformId')}
          />
          <Accordion variant="contained">
            <Accordion.Item value="manager">
              <Accordion.Control>{t('connectRestaurant.uber.managerTitle')}</Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  <Text size="sm">{t('connectRestaurant.uber.managerStep1')}</Text>
                  <Text size="sm">{t('connectRestaurant.uber.managerStep2')}</Text>
                  <Text size="sm">{t('connectRestaurant.uber.managerStep3')}</Text>
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        </>
      )}
      {uberMethod === 'uuid' || form.getValues().platformId ? <StoreNameField form={form} /> : null}
    </Stack>
  );
}
