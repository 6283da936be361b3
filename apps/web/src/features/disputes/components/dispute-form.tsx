import { useState } from 'react';
import { Alert, Button, FileInput, Group, Image, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatMoney } from '@comptoir/domain';
import { IconPhoto, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useImageRefusalText } from '../../../lib/image-refusal';
import type { DisputeDetail } from '../api/dispute-for-cart';
import { useSendDisputeRequest } from '../api/send-dispute-request';
import { EVIDENCE_ACCEPT, evidenceProblem } from '../lib/evidence-file';
import { ActionError } from '../../../components/ui/action-error';
import { errorMessage } from '../../../lib/error-message';
import { fieldRule } from '../../../lib/form-rules';
import { problemText } from '../lib/problem-text';

type DisputeFormProps = {
  dispute: DisputeDetail;
  currency: string;
  onCancel: () => void;
  onSent: () => void;
  /** Prints the order's ticket; composed by the app (printing lives with the orders). */
  onPrint?: (cartId: number) => Promise<void>;
};

/**
 * Dispute form (docs/screens.md#dispute-modal): refunded price, each dish dispute, photo (the order's own by default),
 * Cancel, print, Dispute.
 */
export function DisputeForm({ dispute, currency, onCancel, onSent, onPrint }: DisputeFormProps) {
  const { t } = useTranslation();
  const send = useSendDisputeRequest();
  const refusalText = useImageRefusalText();
  const [printing, setPrinting] = useState(false);
  const [printFailed, setPrintFailed] = useState(false);
  const orderPhoto = dispute.cartFiles.find((candidate) => candidate.isEvidence) ?? dispute.cartFiles[0] ?? null;
  const editable = dispute.isToBeDisputed;
  const cartId = dispute.order?.id ?? null;
  const form = useForm<{ evidence: File | null }>({
    initialValues: { evidence: null },
    validate: {
      evidence: fieldRule((file: File | null) => evidenceProblem(file, orderPhoto !== null), t, {
        ownKeys: 'disputes.modal',
      }),
    },
  });
  const file = form.getValues().evidence;

  const submit = form.onSubmit(({ evidence }) =>
    send.mutate({ orderId: dispute.id, cartId, evidenceImage: evidence }, { onSuccess: onSent }),
  );

  async function print(id: number) {
    if (!onPrint) return;
    setPrinting(true);
    setPrintFailed(false);
    try {
      await onPrint(id);
    } catch {
      setPrintFailed(true);
    } finally {
      setPrinting(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('disputes.modal.refundedPrice')}
          value={formatMoney(dispute.incorrectPrice, currency)}
          readOnly
        />
        <Table aria-label={t('disputes.modal.dishes')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('disputes.modal.dishName')}</Table.Th>
              <Table.Th>{t('disputes.modal.dishProblem')}</Table.Th>
              <Table.Th ta="right">{t('disputes.modal.dishPrice')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dispute.dishes.map((dish) => (
              <Table.Tr key={dish.id}>
                <Table.Td>{dish.name}</Table.Td>
                <Table.Td>{problemText(dish.problem, t) ?? '—'}</Table.Td>
                <Table.Td ta="right">{formatMoney(dish.price, currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {orderPhoto && !file ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {editable ? t('disputes.modal.defaultPhoto') : t('disputes.modal.sentPhoto')}
            </Text>
            <Image
              src={orderPhoto.filePath}
              alt={t('disputes.modal.photoAlt')}
              h={160}
              w="auto"
              fit="contain"
              radius="sm"
            />
          </Stack>
        ) : null}
        {editable ? (
          <FileInput
            label={t('disputes.modal.photo')}
            placeholder={t('disputes.modal.photoPlaceholder')}
            accept={EVIDENCE_ACCEPT}
            {...form.getInputProps('evidence')}
            leftSection={<IconPhoto size={18} aria-hidden />}
            clearable
          />
        ) : null}
        <ActionError
          error={send.error}
          title={t('disputes.modal.sendFailed')}
          describe={(error, translate) => refusalText(error) ?? errorMessage(error, translate)}
        />
        {printFailed ? (
          <Alert color="red" role="alert">
            {t('disputes.modal.printFailed')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" mih={48} onClick={onCancel}>
            {t('disputes.modal.cancel')}
          </Button>
          {onPrint && cartId !== null ? (
            <Button
              variant="light"
              mih={48}
              leftSection={<IconPrinter size={18} aria-hidden />}
              loading={printing}
              onClick={() => void print(cartId)}
            >
              {t('disputes.modal.print')}
            </Button>
          ) : null}
          {editable ? (
            <Button type="submit" mih={48} loading={send.isPending}>
              {t('disputes.modal.submit')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
