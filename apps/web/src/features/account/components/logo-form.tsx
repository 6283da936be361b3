import { useEffect, useMemo } from 'react';
import { FileInput, Group, Image, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useImageRefusalText } from '../../../lib/image-refusal';
import type { AccountCompany } from '../api/account-company';
import { useUpdateCompanyPicture } from '../api/update-company-picture';
import { describeFailure } from '../lib/describe-failure';
import { fieldRule } from '../../../lib/form-rules';
import { SectionForm } from '../../../components/forms/section-form';
import { notifySuccess } from '../../../components/ui/notify';

// The server reads the type from the bytes and re-encodes the picture; `accept` only narrows the file picker.
const LOGO_ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * The Logo section: choose a picture, see it, save it; it then shows in the top bar, the runner display and invoices.
 */
export function LogoForm({ company }: { company: AccountCompany }) {
  const { t } = useTranslation();
  const upload = useUpdateCompanyPicture(company.id);
  const refusalText = useImageRefusalText();
  const form = useForm<{ picture: File | null }>({
    initialValues: { picture: null },
    validate: { picture: fieldRule((chosen: File | null) => (chosen ? null : 'field_required'), t) },
    onValuesChange: () => upload.reset(),
  });
  const file = form.getValues().picture;
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const submit = form.onSubmit(({ picture }) => {
    if (!picture) return;
    upload.mutate(picture, {
      onSuccess: () => {
        form.reset();
        notifySuccess(t('account.logo.saved'));
      },
    });
  });

  const failure = upload.isError ? (refusalText(upload.error) ?? describeFailure(upload.error, t)) : null;
  const shown = preview ?? company.picture;
  return (
    <SectionForm
      title={t('account.logo.title')}
      saveLabel={t('account.logo.save')}
      onSubmit={submit}
      saving={upload.isPending}
      failure={failure}
    >
      {shown ? (
        <Image
          src={shown}
          alt={preview ? t('account.logo.preview') : t('account.logo.current')}
          h={96}
          w="auto"
          maw={280}
          fit="contain"
          radius="md"
          style={{ alignSelf: 'flex-start' }}
        />
      ) : (
        <Group gap="sm">
          <IconPhoto size={40} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text c="dimmed">{t('account.logo.none')}</Text>
        </Group>
      )}
      <FileInput
        label={t('account.logo.choose')}
        description={t('account.logo.hint')}
        placeholder={t('account.logo.placeholder')}
        accept={LOGO_ACCEPT}
        size="md"
        {...form.getInputProps('picture')}
        leftSection={<IconPhoto size={18} aria-hidden />}
        clearable
      />
    </SectionForm>
  );
}
