import { useState } from 'react';
import { Card, Group, Progress, SegmentedControl, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import type { RatedRestaurant, RatingPeriod } from '../api/rating-summary';

const PERIODS = ['LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_90_DAYS', 'ALL'] as const;
const STARS = [5, 4, 3, 2, 1] as const;

function tierCount(period: RatingPeriod, stars: (typeof STARS)[number]): number {
  return { 1: period.tier_1, 2: period.tier_2, 3: period.tier_3, 4: period.tier_4, 5: period.tier_5 }[stars];
}

type RatingSummaryProps = { restaurants: readonly RatedRestaurant[] };

/** Rating periods per restaurant (docs/reviews.md#rating-periods): average, count and the share of each star. */
export function RatingSummary({ restaurants }: RatingSummaryProps) {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('LAST_30_DAYS');
  const average = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
  return (
    <Stack gap="sm" component="section" aria-labelledby="rating-summary-title">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4" id="rating-summary-title">
          {t('reviews.summary.title')}
        </Title>
        <SegmentedControl
          aria-label={t('reviews.summary.period')}
          value={period}
          onChange={(value) => setPeriod(value as (typeof PERIODS)[number])}
          data={PERIODS.map((value) => ({ value, label: t(`reviews.summary.periods.${value}`) }))}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {restaurants.map((restaurant) => {
          const rating = restaurant.ratings.find((candidate) => candidate.period === period);
          return (
            <Card key={restaurant.uuid} withBorder>
              <Group gap="xs" wrap="nowrap">
                <PlatformLogo platform={restaurant.platform.name} size={24} />
                <Text fw={600}>{restaurant.title}</Text>
              </Group>
              {rating && rating.count > 0 && rating.avgRating !== null ? (
                <Stack gap={4} mt="xs">
                  <Group gap="xs" align="baseline">
                    {/*
                      A text or a bare group takes no aria-label (it has no role to name): a screen reader reads the
                      sentence, and the figures drawn for the eye are hidden from it (docs/accessibility.md#names).
                    */}
                    <Text fz={28} fw={700} aria-hidden>
                      {average.format(rating.avgRating)} ★
                    </Text>
                    <VisuallyHidden>
                      {t('reviews.summary.average', { average: average.format(rating.avgRating) })}
                    </VisuallyHidden>
                    <Text c="dimmed" size="sm">
                      {t('reviews.summary.reviewCount', { count: rating.count })}
                    </Text>
                  </Group>
                  {STARS.map((stars) => {
                    const count = tierCount(rating, stars);
                    return (
                      <Group key={stars} gap="xs" wrap="nowrap">
                        <VisuallyHidden>{t('reviews.summary.tierCount', { stars, count })}</VisuallyHidden>
                        <Text size="xs" w={32} aria-hidden>
                          {t('reviews.summary.tier', { stars })}
                        </Text>
                        <Progress value={(count / rating.count) * 100} style={{ flex: 1 }} aria-hidden />
                        <Text size="xs" w={32} ta="right" aria-hidden>
                          {count}
                        </Text>
                      </Group>
                    );
                  })}
                </Stack>
              ) : (
                <Text c="dimmed" size="sm" mt="xs">
                  {t('reviews.summary.noReview')}
                </Text>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
