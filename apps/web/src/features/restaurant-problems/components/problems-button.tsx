import { lazy, Suspense } from 'react';
import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { findProblematicRestaurants, useCheckedRestaurants } from '../api/restaurant-problems';
import { useEverTrue } from '../../../lib/use-ever-true';

// Downloaded at the first tap on the icon (docs/web.md#fast-first-load).
const ProblemsModal = lazy(() => import('./problems-modal').then((module) => ({ default: module.ProblemsModal })));

/** Top-bar warning icon (docs/screens.md#top-bar) with the number of restaurants that have a problem. */
export function ProblemsButton() {
  const { t } = useTranslation();
  const [opened, modal] = useDisclosure(false);
  const restaurants = useCheckedRestaurants(true);
  // Judged when the restaurants arrive (every minute): a pause that ends in between shows until the next answer.
  const problematic = findProblematicRestaurants(restaurants.data ?? [], restaurants.dataUpdatedAt);
  const label = t('restaurantProblems.button', { count: problematic.length });
  const modalUsed = useEverTrue(opened);
  return (
    <>
      <Tooltip label={label}>
        <Indicator label={problematic.length} size={18} color="orange" disabled={problematic.length === 0} offset={4}>
          <ActionIcon
            variant="subtle"
            color={problematic.length > 0 ? 'orange' : 'gray'}
            aria-label={label}
            onClick={modal.open}
          >
            <IconAlertTriangle size={24} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      {modalUsed ? (
        <Suspense fallback={null}>
          <ProblemsModal opened={opened} onClose={modal.close} problematic={problematic} />
        </Suspense>
      ) : null}
    </>
  );
}
