import { useState } from 'react';
import { Alert, Button, Group, LoadingOverlay, Modal, Radio, Rating, Stack, Text, Textarea } from '@mantine/core';
import {
  clientDisplayName,
  formatInstant,
  PLATFORMS,
  REVIEW_TEXTAREA_ROWS,
  isPlatformCode,
  type PromotionTier,
} from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { ReviewItem } from '../api/reviews-query';
import { useReplyToReview } from '../api/reply-to-review';
import { canSendReply, initialReplyState, PROMOTION_CHOICES, type ReplyState } from '../lib/review-reply';
import { notifySuccess } from '../../../components/ui/notify';
import { ActionError } from '../../../components/ui/action-error';

type ReviewDialogProps = { review: ReviewItem | null; onClose: () => void };

function platformLabel(platform: string): string {
  return isPlatformCode(platform) ? PLATFORMS[platform].label : platform;
}

/**
 * The review dialog (docs/screens.md#review-dialog) and its reply rules (docs/reviews.md#reply); keyed by review so
 * each opening starts from the review's own state.
 */
export function ReviewDialog({ review, onClose }: ReviewDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={review !== null}
      onClose={onClose}
      size="lg"
      title={review ? clientDisplayName(review.client, 'firstName') || t('reviews.list.customer') : null}
    >
      {review ? <ReviewDialogBody key={review.uuid} review={review} onClose={onClose} /> : null}
    </Modal>
  );
}

function ReviewDialogBody({ review, onClose }: { review: ReviewItem; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<ReplyState>(() => initialReplyState(review));
  const reply = useReplyToReview();
  const platform = platformLabel(review.platform);
  const euros = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

  const send = () =>
    reply.mutate(
      {
        workflowUUID: review.workflowUuid,
        eaterUUID: review.client.platformId,
        restaurantUUID: review.restaurant.uuid,
        tier: state.tier,
        message: state.message,
      },
      {
        onSuccess: () => {
          notifySuccess(t('reviews.dialog.sent'));
          onClose();
        },
      },
    );

  return (
    <Stack gap="md" pos="relative">
      <LoadingOverlay visible={reply.isPending} />
      <Stack gap={2}>
        <div role="img" aria-label={t('reviews.dialog.stars', { rating: review.rating })}>
          <Rating value={review.rating} readOnly aria-hidden />
        </div>
        <Text size="sm" c="dimmed">
          {formatInstant(review.reviewAt, 'dayMonthNameTime', i18n.language)} · {review.restaurant.title}
        </Text>
      </Stack>
      <Stack gap={4}>
        <Text fw={600}>{t('reviews.dialog.comment')}</Text>
        <Text c={review.comment ? undefined : 'dimmed'}>{review.comment ?? t('reviews.dialog.noComment')}</Text>
      </Stack>
      <Stack gap={4}>
        <Text fw={600}>{t('reviews.dialog.response')}</Text>
        {state.answered ? null : <Text c="dimmed">{t('reviews.dialog.noReply')}</Text>}
        <Textarea
          label={t('reviews.dialog.replyLabel')}
          placeholder={t('reviews.dialog.placeholder')}
          rows={REVIEW_TEXTAREA_ROWS}
          value={state.message}
          onChange={(event) => setState({ ...state, message: event.currentTarget.value })}
          disabled={state.answered}
        />
      </Stack>
      <Radio.Group
        label={t('reviews.dialog.promotion')}
        value={state.tier}
        onChange={(tier) => setState({ ...state, tier: tier as PromotionTier })}
      >
        <Group gap="lg" mt="xs">
          {PROMOTION_CHOICES.map((choice) => (
            <Radio
              key={choice.tier}
              value={choice.tier}
              label={choice.euros === null ? t('reviews.dialog.none') : euros.format(choice.euros)}
              disabled={state.answered}
            />
          ))}
        </Group>
      </Radio.Group>
      {review.replyStatus ? (
        <Alert
          role="status"
          color={review.replyStatus === 'FAILED' ? 'red' : review.replyStatus === 'SENT' ? 'green' : 'gray'}
        >
          {t(`reviews.status.${review.replyStatus}`, { platform })}
        </Alert>
      ) : !review.replyPublishable ? (
        <Alert role="status" color="gray">
          {t('reviews.notPublishable', { platform })}
        </Alert>
      ) : null}
      <ActionError error={reply.error} title={t('reviews.dialog.error')} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} mih={48}>
          {t('reviews.dialog.close')}
        </Button>
        {state.answered ? null : (
          <Button onClick={send} disabled={!canSendReply(state)} loading={reply.isPending} mih={48}>
            {t('reviews.dialog.reply')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
