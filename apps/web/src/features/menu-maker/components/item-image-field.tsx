import { FileInput, Image, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useImageRefusalText } from '../../../lib/image-refusal';
import { useErrorMessage } from '../../../lib/error-message';
import { useUploadItemImage } from '../api/upload-item-image';
import { ActionError } from '../../../components/ui/action-error';

// The server sniffs and re-encodes the bytes; `accept` only narrows the file picker.
const ITEM_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

type ItemImageFieldProps = {
  /** The item being edited; null while it is being added (it needs an id before it can have a picture). */
  itemId: number | null;
  /** The form's current image address, previewed when set. */
  imageUrl: string;
  onUploaded(imageUrl: string): void;
};

/** Uploads the chosen picture at once (it is saved on the item), previews it, and shows the server's refusal. */
export function ItemImageField({ itemId, imageUrl, onUploaded }: ItemImageFieldProps) {
  const { t } = useTranslation();
  const upload = useUploadItemImage();
  const errorText = useErrorMessage();
  const refusalText = useImageRefusalText();

  function choose(file: File | null) {
    if (!file || itemId === null) return;
    upload.mutate({ itemId, image: file }, { onSuccess: (uploaded) => onUploaded(uploaded.imageUrl ?? '') });
  }

  return (
    <Stack gap={4}>
      <FileInput
        label={t('menuMaker.form.image')}
        description={itemId === null ? t('menuMaker.form.imageAfterSave') : t('menuMaker.form.imageHint')}
        placeholder={t('menuMaker.form.imageChoose')}
        accept={ITEM_IMAGE_ACCEPT}
        value={null}
        onChange={choose}
        disabled={itemId === null || upload.isPending}
        leftSection={<IconPhoto size={18} aria-hidden />}
      />
      {upload.isPending ? (
        <Text size="sm" c="dimmed">
          {t('menuMaker.form.imageUploading')}
        </Text>
      ) : null}
      <ActionError
        error={upload.error}
        title={t('menuMaker.form.imageFailed')}
        describe={(error) => refusalText(error) ?? errorText(error)}
      />
      {imageUrl.trim() !== '' ? (
        <Image
          src={imageUrl.trim()}
          alt={t('menuMaker.form.imagePreview')}
          h={120}
          w="auto"
          fit="contain"
          radius="sm"
        />
      ) : null}
    </Stack>
  );
}
