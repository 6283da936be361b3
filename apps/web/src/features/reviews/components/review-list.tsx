import { Badge, Card, Group, Rating, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { clientDisplayName, formatInstant } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import type { ReviewItem } from '../api/reviews-query';

type ReviewListProps = { reviews: readonly ReviewItem[]; onOpen: (review: ReviewItem) => void };

export function ReviewList({ reviews, onOpen }: ReviewListProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label={t('reviews.list.label')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {reviews.map((review) => {
        const name = clientDisplayName(review.client, 'firstName') || t('reviews.list.customer');
        return (
          <Card key={review.uuid} component="li" withBorder padding={0}>
            <UnstyledButton onClick={() => onOpen(review)} p="md" w="100%" mih={48}>
              {/*
                Named by what it shows, after what it does: an aria-label would leave out the words on the card
                (docs/accessibility.md#names).
              */}
              <VisuallyHidden>{t('reviews.list.open', { name })}</VisuallyHidden>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group wrap="nowrap" align="flex-start">
                  <PlatformLogo platform={review.platform} />
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text fw={700}>{name}</Text>
                      <Rating value={review.rating} readOnly size="sm" aria-hidden />
                    </Group>
                    <Text size="sm" c="dimmed">
                      {formatInstant(review.reviewAt, 'dayMonthNameTime', i18n.language)} · {review.restaurant.title}
                      {review.orderNumber ? ` · ${t('reviews.list.order', { number: review.orderNumber })}` : ''}
                    </Text>
                    <Text size="sm" lineClamp={2} c={review.comment ? undefined : 'dimmed'}>
                      {review.comment ?? t('reviews.dialog.noComment')}
                    </Text>
                  </Stack>
                </Group>
                <Badge color={review.withResponse ? 'green' : 'orange'} variant="light" style={{ flexShrink: 0 }}>
                  {review.withResponse ? t('reviews.list.answered') : t('reviews.list.unanswered')}
                </Badge>
              </Group>
            </UnstyledButton>
          </Card>
        );
      })}
    </Stack>
  );
}
