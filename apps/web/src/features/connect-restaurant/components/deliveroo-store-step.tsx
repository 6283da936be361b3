import { Alert, Code, Group, List, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { readDeliverooHubUrl } from '@comptoir/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WizardForm } from './platform-wizard';
import { StoreNameField } from './store-name-field';

/**
 * Deliveroo: the restaurant links Comptoir in Partner Hub itself, then gives the site's brand and branch ids, read
 * live from the Hub address it pastes (the server reads it with the same function) or typed
 * (docs/platforms.md#connecting-a-restaurant).
 */
export function DeliverooStoreStep({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  const { deliverooMethod, hubUrl } = form.getValues();
  const reading = hubUrl.trim() ? readDeliverooHubUrl(hubUrl) : null;
  return (
    <Stack gap="md">
      <div>
        <Text fw={600} mb="xs">
          {t('connectRestaurant.deliveroo.hubTitle')}
        </Text>
        <List type="ordered" spacing="xs">
          <List.Item>{t('connectRestaurant.deliveroo.hubStep1')}</List.Item>
          <List.Item>{t('connectRestaurant.deliveroo.hubStep2')}</List.Item>
          <List.Item>{t('connectRestaurant.deliveroo.hubStep3')}</List.Item>
        </List>
      </div>
      <SegmentedControl
        fullWidth
        // A 48 px target on the tablet, as the orders' choices (docs/accessibility.md#touch-targets); on a phone the
        // two choices' words wrap rather than being cut.
        size="lg"
        styles={{ label: { whiteSpace: 'normal' } }}
        aria-label={t('connectRestaurant.deliveroo.method')}
        data={[
          { value: 'hub', label: t('connectRestaurant.deliveroo.pasteAddress') },
          { value: 'ids', label: t('connectRestaurant.deliveroo.typeIds') },
        ]}
        {...form.getInputProps('deliverooMethod')}
      />
      {deliverooMethod === 'hub' ? (
        <>
          <TextInput
            label={t('connectRestaurant.deliveroo.hubUrl')}
            description={t('connectRestaurant.deliveroo.hubUrlHint')}
            placeholder="https://partner-hub.deliveroo.com/brands/…/restaurants/…"
            required
            autoComplete="off"
            inputMode="url"
            {...form.getInputProps('hubUrl')}
          />
          {reading?.ok ? (
            <Alert color="teal" icon={<IconCircleCheck aria-hidden />} aria-live="polite">
              <Group gap="lg">
                <Text size="sm">
                  {t('connectRestaurant.deliveroo.brandId')} <Code>{reading.ids.brandId}</Code>
                </Text>
                <Text size="sm">
                  {t('connectRestaurant.deliveroo.branchId')} <Code>{reading.ids.siteId}</Code>
                </Text>
              </Group>
            </Alert>
          ) : null}
        </>
      ) : (
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('connectRestaurant.deliveroo.brandId')}
            required
            autoComplete="off"
            miw={180}
            {...form.getInputProps('brandId')}
          />
          <TextInput
            label={t('connectRestaurant.deliveroo.branchId')}
            required
            autoComplete="off"
            miw={180}
            {...form.getInputProps('platformId')}
          />
        </Group>
      )}
      <StoreNameField form={form} />
    </Stack>
  );
}
