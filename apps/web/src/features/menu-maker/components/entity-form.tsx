import { Modal, MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENU_MAKER_LIMITS } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { FormActions } from './form-actions';

type EntityLinkField = { key: string; label: string; data: { value: string; label: string }[]; value: number[] };

export type EntityFormResult = { title: string; text: string | null; links: Record<string, number[]> };

type EntityFormProps = {
  heading: string;
  title: string;
  /** The second text: a category's description, a menu's subtitle. */
  text: { label: string; value: string | null; multiline: boolean };
  links: EntityLinkField[];
  saving: boolean;
  onClose(): void;
  onSubmit(values: EntityFormResult): void;
};

type Values = { title: string; text: string; links: Record<string, string[]> };

/** The form of a menu or a category: a title, a text and the entities it links to (in the order picked). */
export function EntityForm({ heading, title, text, links, saving, onClose, onSubmit }: EntityFormProps) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    initialValues: {
      title,
      text: text.value ?? '',
      links: Object.fromEntries(links.map((link) => [link.key, link.value.map(String)])),
    },
    validate: { title: (value) => (value.trim() === '' ? t('menuMaker.form.required') : null) },
  });
  const TextField = text.multiline ? Textarea : TextInput;
  return (
    <Modal opened onClose={onClose} title={heading} size="lg" centered>
      <form
        onSubmit={form.onSubmit((values) =>
          onSubmit({
            title: values.title.trim(),
            text: values.text.trim() || null,
            links: Object.fromEntries(Object.entries(values.links).map(([key, ids]) => [key, ids.map(Number)])),
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
          <TextField
            label={text.label}
            maxLength={text.multiline ? MENU_MAKER_LIMITS.description : MENU_MAKER_LIMITS.subtitle}
            {...form.getInputProps('text')}
          />
          {links.map((link) => (
            <MultiSelect
              key={link.key}
              label={link.label}
              data={link.data}
              searchable
              {...form.getInputProps(`links.${link.key}`)}
            />
          ))}
          <FormActions saving={saving} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
