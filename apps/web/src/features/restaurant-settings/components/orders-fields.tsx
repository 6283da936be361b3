import { ColorInput, NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DELIVERY_MODES, FULFILLMENT_TYPES, PREPARATION_TIME_RANGE } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { RestaurantSettings } from '../api/restaurant-settings';
import { PlatformAnswer } from './platform-answer';
import { SettingSwitch } from './setting-switch';
import type { SectionProps } from './settings-form-context';
import { SettingsSection } from './settings-section';

// The colours the demo and the tablets already use, offered first; any #rrggbb may be picked.
const SWATCHES = ['#1c7ed6', '#2f9e44', '#e8590c', '#ae3ec9', '#f08c00', '#c92a2a', '#0c8599', '#5f3dc4'];

type OrdersFieldsProps = SectionProps & { changes: RestaurantSettings['restaurant']['lastPlatformChanges'] };

/** Orders & delivery (with the platform's answer to each change it must know) and Delivery zone. */
export function OrdersFields({ form, readOnly, changes }: OrdersFieldsProps) {
  const { t } = useTranslation();
  const toggle = (field: 'isIntegrated' | 'rdOptional') => (
    <SettingSwitch form={form} readOnly={readOnly} field={field} />
  );
  return (
    <>
      <SettingsSection legend={t('restaurantSettings.sections.orders')}>
        {/* Two columns only where each leaves room for the platform's answer under its field. */}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <div>
            <NumberInput
              label={t('restaurantSettings.fields.preparationTime')}
              suffix={` ${t('restaurantSettings.minutes')}`}
              size="md"
              withAsterisk
              min={PREPARATION_TIME_RANGE.min}
              max={PREPARATION_TIME_RANGE.max}
              allowDecimal={false}
              // The rule's message says the range; clamping silently would save a time the operator did not type.
              clampBehavior="none"
              readOnly={readOnly}
              key={form.key('preparationTime')}
              {...form.getInputProps('preparationTime')}
            />
            <PlatformAnswer action="preparationTime" changes={changes} />
          </div>
          <div>
            <Select
              label={t('restaurantSettings.fields.deliveryMode')}
              size="md"
              data={DELIVERY_MODES.map((mode) => ({
                value: mode,
                label: t(`restaurantSettings.deliveryModes.${mode}`),
              }))}
              allowDeselect={false}
              readOnly={readOnly}
              key={form.key('deliveryMode')}
              {...form.getInputProps('deliveryMode')}
            />
            <PlatformAnswer action="deliveryMode" changes={changes} />
          </div>
        </SimpleGrid>
        <Select
          label={t('restaurantSettings.fields.fulfillmentType')}
          size="md"
          data={FULFILLMENT_TYPES.map((type) => ({
            value: type,
            label: t(`restaurantSettings.fulfillmentTypes.${type}`),
          }))}
          allowDeselect={false}
          readOnly={readOnly}
          key={form.key('fulfillmentType')}
          {...form.getInputProps('fulfillmentType')}
        />
        <Textarea
          label={t('restaurantSettings.fields.instruction')}
          size="md"
          rows={3}
          resize="vertical"
          readOnly={readOnly}
          key={form.key('instruction')}
          {...form.getInputProps('instruction')}
        />
        <TextInput
          label={t('restaurantSettings.fields.orderWebhook')}
          description={t('restaurantSettings.hints.orderWebhook')}
          size="md"
          inputMode="url"
          placeholder="https://"
          readOnly={readOnly}
          key={form.key('orderWebhook')}
          {...form.getInputProps('orderWebhook')}
        />
        {toggle('isIntegrated')}
        {toggle('rdOptional')}
      </SettingsSection>
      <SettingsSection legend={t('restaurantSettings.sections.deliveryZone')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('restaurantSettings.fields.deliveryZoneName')}
            size="md"
            readOnly={readOnly}
            key={form.key('deliveryZoneName')}
            {...form.getInputProps('deliveryZoneName')}
          />
          <ColorInput
            label={t('restaurantSettings.fields.deliveryZoneColor')}
            size="md"
            format="hex"
            swatches={SWATCHES}
            swatchesPerRow={8}
            readOnly={readOnly}
            disallowInput={readOnly}
            withPicker={!readOnly}
            key={form.key('deliveryZoneColor')}
            {...form.getInputProps('deliveryZoneColor')}
          />
        </SimpleGrid>
      </SettingsSection>
    </>
  );
}
