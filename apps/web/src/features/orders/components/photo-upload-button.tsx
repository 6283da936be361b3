import { useRef, useState } from 'react';
import { ActionIcon, Button, Modal, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useImageRefusalText } from '../../../lib/image-refusal';
import { useUploadOrderFile } from '../api/upload-order-file';

type PhotoUploadButtonProps = { cartId: number; displayId: string };

/** The camera button: takes or picks a photo; a successful upload moves the order to Completed. */
export function PhotoUploadButton({ cartId, displayId }: PhotoUploadButtonProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadOrderFile();
  const refusalText = useImageRefusalText();
  const [failed, setFailed] = useState(false);

  function send(file: File | undefined) {
    if (!file) return;
    upload.mutate({ cartId, file }, { onError: () => setFailed(true) });
  }

  return (
    <>
      <ActionIcon
        variant="filled"
        color="dark"
        aria-label={t('orders.uploadPhoto', { displayId })}
        loading={upload.isPending}
        onClick={(event) => {
          event.stopPropagation();
          input.current?.click();
        }}
      >
        <IconCamera aria-hidden />
      </ActionIcon>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid={`photo-input-${cartId}`}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          send(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      <Modal opened={failed} onClose={() => setFailed(false)} title={t('orders.alertTitle')} centered>
        <Text>{refusalText(upload.error) ?? t('orders.upload_failed')}</Text>
        <Button mt="md" mih={48} onClick={() => setFailed(false)}>
          {t('orders.ok')}
        </Button>
      </Modal>
    </>
  );
}
