import { Alert, Box, CloseButton, Divider, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { isPlatformCode, PLATFORMS, shortDisplayId, type DisputeStatus } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useDisputeForCart, type DisputeDetail, type DisputeRef } from '../api/dispute-for-cart';
import { formatDateTime } from '../../../lib/format';
import { DisputeForm } from './dispute-form';
import { DisputeOrderDetail } from './dispute-order-detail';
import { DisputeStatusBadge } from './dispute-status-badge';
import { errorMessage } from '../../../lib/error-message';
import { inkOn } from '../../../lib/theme/readable-colors';
import { notifySuccess } from '../../../components/ui/notify';
import { problemText } from '../lib/problem-text';

type DisputeModalProps = {
  target: DisputeRef | null;
  currency: string;
  onClose: () => void;
  onPrint?: (cartId: number) => Promise<void>;
};

function platformColor(dispute: DisputeDetail): string {
  const code = dispute.restaurant.platform.name;
  return isPlatformCode(code) ? PLATFORMS[code].color : dispute.restaurant.platform.color;
}

/**
 * Dispute modal (docs/screens.md#dispute-modal): header in the platform's colour, the order (or 'Order not found'), and
 * the dispute form.
 */
export function DisputeModal({ target, currency, onClose, onPrint }: DisputeModalProps) {
  const { t, i18n } = useTranslation();
  const query = useDisputeForCart(target);
  const dispute = target ? (query.data ?? null) : null;
  const title = dispute
    ? t('disputes.modal.title', { id: shortDisplayId(dispute.displayOrderId) })
    : t('disputes.modal.loading');

  function sent() {
    notifySuccess(t('disputes.modal.sent'));
    onClose();
  }

  return (
    <Modal.Root opened={target !== null} onClose={onClose} size="lg" padding={0}>
      <Modal.Overlay />
      <Modal.Content aria-label={title}>
        {query.isPending && target ? (
          <Group p="xl" justify="center">
            <Loader aria-label={t('disputes.modal.loading')} />
          </Group>
        ) : null}
        {query.isError ? (
          <Alert m="md" color="red" role="alert" title={t('disputes.modal.loadError')}>
            {errorMessage(query.error, t)}
          </Alert>
        ) : null}
        {query.isSuccess && !dispute ? (
          <Stack p="md">
            <Text>{t('disputes.modal.notFound')}</Text>
            <CloseButton aria-label={t('disputes.modal.close')} onClick={onClose} />
          </Stack>
        ) : null}
        {dispute ? (
          <>
            {/* The platform's colour, with black or white words, whichever reads (docs/accessibility.md#contrast). */}
            <Box bg={platformColor(dispute)} c={inkOn(platformColor(dispute))} p="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                {/*
                  The text wraps, not the status: at 412 px a shrinking badge cut "To dispute" to its first letters.
                */}
                <Stack gap={0} miw={0} style={{ flex: 1 }}>
                  <Title order={2} c="inherit">
                    #{shortDisplayId(dispute.displayOrderId)}
                  </Title>
                  <Text fw={700}>{dispute.restaurant.title}</Text>
                  <Text>
                    {t('disputes.modal.date', {
                      date: formatDateTime(dispute.createdAt, i18n.language, dispute.restaurant.timezone),
                    })}
                  </Text>
                </Stack>
                <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
                  <DisputeStatusBadge status={dispute.status as DisputeStatus} />
                  <CloseButton size={48} variant="filled" aria-label={t('disputes.modal.close')} onClick={onClose} />
                </Group>
              </Group>
            </Box>
            <Stack p="md" gap="md">
              {dispute.orderProblem || dispute.commentsClient ? (
                <Text>
                  <Text span fw={700}>
                    {problemText(dispute.orderProblem, t)}
                  </Text>
                  {dispute.commentsClient
                    ? t('disputes.modal.clientComment', { comment: dispute.commentsClient })
                    : null}
                </Text>
              ) : null}
              {dispute.order ? (
                <DisputeOrderDetail order={dispute.order} currency={currency} />
              ) : (
                <Text fw={700}>{t('disputes.modal.orderNotFound')}</Text>
              )}
              <Divider />
              {dispute.status === 'TO_DISPUTE' && dispute.responseChannel === 'PARTNER_PORTAL' ? (
                <Text size="sm" c="dimmed">
                  {t('disputes.modal.portalHint', {
                    platform: isPlatformCode(dispute.restaurant.platform.name)
                      ? PLATFORMS[dispute.restaurant.platform.name].label
                      : '',
                  })}
                </Text>
              ) : null}
              <DisputeForm
                key={dispute.id}
                dispute={dispute}
                currency={currency}
                onCancel={onClose}
                onSent={sent}
                onPrint={onPrint}
              />
            </Stack>
          </>
        ) : null}
      </Modal.Content>
    </Modal.Root>
  );
}
