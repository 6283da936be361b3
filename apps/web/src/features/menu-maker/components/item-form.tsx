import { Group, Modal, MultiSelect, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENU_MAKER_LIMITS } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { MenuMakerConfiguration, MenuMakerItem } from '../api/configuration-fields';
import { ItemImageField } from './item-image-field';
import { toMajorUnits, toMinorUnits } from '../lib/price';
import { FormActions } from './form-actions';
import { usePriceField } from './use-price-field';

export type ItemFormValues = {
  title: string;
  internalTitle: string;
  description: string;
  imageUrl: string;
  price: number | string;
  vatPercent: number | string;
  categoryIds: string[];
  modifierGroupIds: string[];
};

export type ItemFormResult = {
  title: string;
  internalTitle: string;
  description: string | null;
  imageUrl: string | null;
  price: number | null;
  vatPercent: number;
  categoryIds: number[];
  modifierGroupIds: number[];
};

type ItemFormProps = {
  configuration: MenuMakerConfiguration;
  /** The item to edit; null to add one. */
  item: MenuMakerItem | null;
  opened: boolean;
  saving: boolean;
  onClose(): void;
  onSubmit(values: ItemFormResult): void;
};

function initialValues(configuration: MenuMakerConfiguration, item: MenuMakerItem | null): ItemFormValues {
  const categoryIds = item
    ? configuration.categories
        .filter((category) => category.items.some((row) => row.id === item.id))
        .map((category) => String(category.id))
    : [];
  return {
    title: item?.title ?? '',
    internalTitle: item?.internalTitle ?? '',
    description: item?.description ?? '',
    imageUrl: item?.imageUrl ?? '',
    price: toMajorUnits(item?.price),
    vatPercent: item?.vatPercent ?? 10,
    categoryIds,
    modifierGroupIds: (item?.modifierGroups ?? []).map((group) => String(group.id)),
  };
}

/** Adds or edits an item: platform title, kitchen name, text, image, price in the currency, VAT, categories, groups. */
export function ItemForm({ configuration, item, opened, saving, onClose, onSubmit }: ItemFormProps) {
  const { t } = useTranslation();
  const priceField = usePriceField();
  const form = useForm<ItemFormValues>({
    initialValues: initialValues(configuration, item),
    validate: {
      title: (value) => (value.trim() === '' ? t('menuMaker.form.required') : null),
      price: priceField.validate,
    },
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={item ? t('menuMaker.items.edit') : t('menuMaker.items.add')}
      size="lg"
      centered
    >
      <form
        onSubmit={form.onSubmit((values) =>
          onSubmit({
            title: values.title.trim(),
            internalTitle: values.internalTitle,
            description: values.description.trim() || null,
            imageUrl: values.imageUrl.trim() || null,
            price: toMinorUnits(values.price),
            vatPercent: Number(values.vatPercent) || 0,
            categoryIds: values.categoryIds.map(Number),
            modifierGroupIds: values.modifierGroupIds.map(Number),
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
          <TextInput
            label={t('menuMaker.form.internalTitle')}
            description={t('menuMaker.form.internalTitleHint')}
            maxLength={100}
            {...form.getInputProps('internalTitle')}
          />
          <Textarea
            label={t('menuMaker.form.description')}
            maxLength={MENU_MAKER_LIMITS.description}
            rows={2}
            {...form.getInputProps('description')}
          />
          <ItemImageField
            itemId={item?.id ?? null}
            imageUrl={form.values.imageUrl}
            onUploaded={(imageUrl) => form.setFieldValue('imageUrl', imageUrl)}
          />
          <TextInput label={t('menuMaker.form.imageUrl')} placeholder="https://" {...form.getInputProps('imageUrl')} />
          <Group grow>
            <NumberInput
              label={t('menuMaker.form.price')}
              decimalScale={2}
              min={0}
              step={0.1}
              suffix={priceField.suffix}
              {...form.getInputProps('price')}
            />
            <NumberInput
              label={t('menuMaker.form.vat')}
              min={0}
              max={100}
              decimalScale={1}
              suffix=" %"
              {...form.getInputProps('vatPercent')}
            />
          </Group>
          <MultiSelect
            label={t('menuMaker.form.categories')}
            data={configuration.categories.map((category) => ({ value: String(category.id), label: category.title }))}
            searchable
            {...form.getInputProps('categoryIds')}
          />
          <MultiSelect
            label={t('menuMaker.form.modifierGroups')}
            data={configuration.modifierGroups.map((group) => ({ value: String(group.id), label: group.title }))}
            searchable
            {...form.getInputProps('modifierGroupIds')}
          />
          <FormActions saving={saving} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
