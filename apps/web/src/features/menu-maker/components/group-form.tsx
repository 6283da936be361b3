import { Group, Modal, MultiSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENU_MAKER_LIMITS } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { MenuMakerConfiguration, MenuMakerGroup } from '../api/configuration-fields';
import { toMajorUnits, toMinorUnits } from '../lib/price';
import { FormActions } from './form-actions';
import { usePriceField } from './use-price-field';

export type GroupFormResult = {
  title: string;
  minPermitted: number;
  maxPermitted: number;
  options: { itemId: number; price: number | null; minPermitted: number; maxPermitted: number }[];
};

type Values = {
  title: string;
  minPermitted: number | string;
  maxPermitted: number | string;
  optionIds: string[];
  prices: Record<string, number | string>;
};

type GroupFormProps = {
  configuration: MenuMakerConfiguration;
  group: MenuMakerGroup | null;
  saving: boolean;
  onClose(): void;
  onSubmit(values: GroupFormResult): void;
};

/** A modifier group: how many choices (at least, at most) among which items, each at the group's own price if set. */
export function GroupForm({ configuration, group, saving, onClose, onSubmit }: GroupFormProps) {
  const { t } = useTranslation();
  const priceField = usePriceField();
  const existing = new Map((group?.options ?? []).map((option) => [String(option.item.id), option]));
  const form = useForm<Values>({
    initialValues: {
      title: group?.title ?? '',
      minPermitted: group?.minPermitted ?? 0,
      maxPermitted: group?.maxPermitted ?? 1,
      optionIds: (group?.options ?? []).map((option) => String(option.item.id)),
      prices: Object.fromEntries(
        (group?.options ?? []).map((option) => [String(option.item.id), toMajorUnits(option.price)]),
      ),
    },
    validate: {
      title: (value) => (value.trim() === '' ? t('menuMaker.form.required') : null),
      // Each option's field shows its own message; this only keeps a wrong price from being sent.
      prices: (value) =>
        Object.values(value).some((price) => priceField.validate(price) !== null)
          ? t('menuMaker.form.optionPrices')
          : null,
      maxPermitted: (value, values) =>
        Number(value) < 1
          ? t('menuMaker.form.maxAtLeastOne')
          : Number(values.minPermitted) > Number(value)
            ? t('menuMaker.form.minAboveMax')
            : null,
    },
  });
  const itemTitle = new Map(configuration.items.map((item) => [String(item.id), item.title]));
  return (
    <Modal
      opened
      onClose={onClose}
      title={group ? t('menuMaker.modifiers.edit') : t('menuMaker.modifiers.add')}
      size="lg"
      centered
    >
      <form
        onSubmit={form.onSubmit((values) =>
          onSubmit({
            title: values.title.trim(),
            minPermitted: Number(values.minPermitted) || 0,
            maxPermitted: Number(values.maxPermitted) || 0,
            options: values.optionIds.map((id) => ({
              itemId: Number(id),
              price: toMinorUnits(values.prices[id]),
              minPermitted: existing.get(id)?.minPermitted ?? 0,
              maxPermitted: existing.get(id)?.maxPermitted ?? 1,
            })),
          }),
        )}
      >
        <Stack gap="sm">
          <TextInput
            label={t('menuMaker.form.title')}
            required
            maxLength={MENU_MAKER_LIMITS.title}
            data-autofocus
            {...form.getInputProps('title')}
          />
          <Group grow>
            <NumberInput
              label={t('menuMaker.form.minPermitted')}
              min={0}
              max={MENU_MAKER_LIMITS.maxPermitted}
              allowDecimal={false}
              {...form.getInputProps('minPermitted')}
            />
            <NumberInput
              label={t('menuMaker.form.maxPermitted')}
              min={1}
              max={MENU_MAKER_LIMITS.maxPermitted}
              allowDecimal={false}
              {...form.getInputProps('maxPermitted')}
            />
          </Group>
          <MultiSelect
            label={t('menuMaker.form.options')}
            description={t('menuMaker.form.optionsHint')}
            data={configuration.items.map((item) => ({ value: String(item.id), label: item.title }))}
            searchable
            {...form.getInputProps('optionIds')}
          />
          {form.values.optionIds.length > 0 ? (
            <Text size="sm" fw={600}>
              {t('menuMaker.form.optionPrices')}
            </Text>
          ) : null}
          {form.values.optionIds.map((id) => (
            <NumberInput
              key={id}
              label={itemTitle.get(id) ?? id}
              placeholder={t('menuMaker.form.ownPrice')}
              decimalScale={2}
              min={0}
              suffix={priceField.suffix}
              error={form.values.prices[id] === undefined ? null : priceField.validate(form.values.prices[id])}
              {...form.getInputProps(`prices.${id}`)}
            />
          ))}
          <FormActions saving={saving} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
