import { Button, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useImageRefusalText } from '../../../lib/image-refusal';

type PhotoUploadFailureProps = { opened: boolean; error: unknown; onClose: () => void };

/** Why an order's photo was not sent: the server's refusal of the image in the reader's words, or a failed upload. */
export function PhotoUploadFailure({ opened, error, onClose }: PhotoUploadFailureProps) {
  const { t } = useTranslation();
  const refusalText = useImageRefusalText();
  return (
    <Modal opened={opened} onClose={onClose} title={t('orders.alertTitle')} centered>
      <Text>{refusalText(error) ?? t('orders.upload_failed')}</Text>
      <Button mt="md" mih={48} onClick={onClose}>
        {t('orders.ok')}
      </Button>
    </Modal>
  );
}
