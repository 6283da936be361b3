import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { REJECTION_REASON_BOUNDS, requiredText } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/action-error';
import { notifySuccess } from '../../../components/ui/notify';
import { fieldRule, formLevelError, setServerFieldErrors } from '../../../lib/form-rules';
import type { PendingRestaurant } from '../api/pending-restaurants';
import { useRejectPendingRestaurant } from '../api/reject-pending-restaurant';

type Props = { restaurant: PendingRestaurant; label: string; opened: boolean; onClose: () => void };

/** Rejecting needs a reason: the company reads it beside the restaurant and by e-mail. */
export function RejectRestaurantModal({ restaurant, label, opened, onClose }: Props) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: fieldRule((reason: string) => requiredText(reason, REJECTION_REASON_BOUNDS), t) },
  });
  const reject = useRejectPendingRestaurant();
  const names = { title: restaurant.title, platform: label };
  const close = () => {
    form.reset();
    reject.reset();
    onClose();
  };
  const submit = form.onSubmit(({ reason }) =>
    reject.mutate(
      { restaurantUuid: restaurant.uuid, reason: reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(t('pendingRestaurants.rejected', names));
          close();
        },
        onError: (error) => setServerFieldErrors(form, error, t),
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={close} title={t('pendingRestaurants.rejectTitle', names)} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('pendingRestaurants.rejectIntro', { company: restaurant.company.name })}</Text>
          <Textarea
            label={t('pendingRestaurants.reason')}
            required
            rows={4}
            maxLength={REJECTION_REASON_BOUNDS.max}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <ActionError error={formLevelError(form, reject.error)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" mih={48} onClick={close}>
              {t('pendingRestaurants.cancel')}
            </Button>
            <Button type="submit" color="red" mih={48} loading={reject.isPending}>
              {t('pendingRestaurants.confirmReject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
