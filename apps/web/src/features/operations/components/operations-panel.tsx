import { lazy, Suspense, useState } from 'react';
import { Collapse, Stack, Switch, Text, UnstyledButton } from '@mantine/core';
import { canPauseOnPlatform, isBusy, pauseSwitchStyle, type PauseSwitchStyle } from '@comptoir/domain';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEverTrue } from '../../../lib/use-ever-true';
import { runCompanyOperation } from '../api/company-operation';
import { useOperations, type OperationsCompany } from '../api/operations';
import { pauseRestaurant } from '../api/pause-restaurant';
import { useOperationRunner } from '../lib/use-operation-runner';
import { pauseInput } from '../lib/pause-choice';
import { RestaurantPauseList } from './restaurant-pause-list';

// The two dialogs download when first opened: the side menu shows on every screen without them
// (docs/web.md#fast-first-load).
const DelayDialog = lazy(() => import('./delay-dialog').then((module) => ({ default: module.DelayDialog })));
const PauseDialog = lazy(() => import('./pause-dialog').then((module) => ({ default: module.PauseDialog })));

const PAUSE_COLORS: Readonly<Record<PauseSwitchStyle, string>> = { none: 'red', warning: 'orange', danger: 'red' };

/**
 * docs/screens.md#side-menu: the side-menu switches of a company: auto-acceptance, auto-print, pause and delaying
 * orders.
 */
export function OperationsPanel() {
  const operations = useOperations(true);
  if (!operations.data) return null;
  return <OperationsSwitches company={operations.data} checkedAt={operations.dataUpdatedAt} />;
}

function OperationsSwitches({ company, checkedAt }: { company: OperationsCompany; checkedAt: number }) {
  const { t } = useTranslation();
  const { run, pending, pinDialog } = useOperationRunner();
  const [delayOpen, setDelayOpen] = useState(false);
  const [pauseOpen, setPauseOpen] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const delayUsed = useEverTrue(delayOpen);
  const pauseUsed = useEverTrue(pauseOpen);
  // Judged at the last answer (polled every minute and after every change).
  const busy = isBusy(company.delayingOrder, checkedAt);
  const pauseStyle = pauseSwitchStyle(
    company.restaurants.map((restaurant) => ({ isPaused: restaurant.isPaused, platform: restaurant.platform.name })),
  );
  const pausableCount = company.restaurants.filter((restaurant) => canPauseOnPlatform(restaurant.platform.name)).length;
  const pausedCount = company.restaurants.filter((restaurant) => restaurant.isPaused).length;

  return (
    <Stack gap="sm">
      <Switch
        size="md"
        label={t('operations.autoAccept')}
        checked={company.autoAccept}
        disabled={pending !== null}
        onChange={(event) => {
          const autoAccept = event.currentTarget.checked;
          void run('autoAccept', () => runCompanyOperation({ autoAccept }));
        }}
      />
      <Switch
        size="md"
        label={t('operations.autoPrint')}
        checked={company.autoPrintEnabled}
        disabled={pending !== null}
        onChange={(event) => {
          const autoPrint = event.currentTarget.checked;
          void run('autoPrint', () => runCompanyOperation({ autoPrint }));
        }}
      />
      <Switch
        size="md"
        label={t('operations.pause')}
        // The label wraps the description; the switch's own name stays the short label.
        aria-label={t('operations.pause')}
        description={
          pauseStyle === 'danger'
            ? t('operations.allPaused')
            : pauseStyle === 'warning'
              ? t('operations.somePaused', { paused: pausedCount, total: pausableCount })
              : null
        }
        color={PAUSE_COLORS[pauseStyle]}
        data-pause-style={pauseStyle}
        checked={pauseStyle !== 'none'}
        disabled={pending !== null || pausableCount === 0}
        // Pausing when none is paused (confirmed, with how long), else bringing every restaurant back at once.
        onChange={() =>
          pauseStyle === 'none' ? setPauseOpen(true) : void run('pause', () => runCompanyOperation({ pause: false }))
        }
      />
      <Switch
        size="md"
        label={t('operations.delayingOrders')}
        aria-label={t('operations.delayingOrders')}
        description={busy ? t('operations.busyOn') : null}
        color="orange"
        checked={busy}
        disabled={pending !== null}
        onChange={() => {
          if (busy)
            void run('delay', () => runCompanyOperation({ delayingOrder: { preparationTime: 0, busyTime: 0 } }));
          else setDelayOpen(true);
        }}
      />
      <UnstyledButton onClick={() => setListOpen((open) => !open)} aria-expanded={listOpen} mih={48}>
        <Text size="sm" fw={600} span>
          {listOpen ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}{' '}
          {t('operations.restaurants')}
        </Text>
      </UnstyledButton>
      <Collapse expanded={listOpen}>
        <RestaurantPauseList
          restaurants={company.restaurants}
          pending={pending}
          onToggle={(restaurant, pause) =>
            void run(`pause-${restaurant.uuid}`, () => pauseRestaurant(restaurant.uuid, pause))
          }
        />
      </Collapse>
      <Suspense fallback={null}>
        {delayUsed ? (
          <DelayDialog
            opened={delayOpen}
            busy={pending === 'delay'}
            onClose={() => setDelayOpen(false)}
            onConfirm={(choice) => {
              setDelayOpen(false);
              void run('delay', () => runCompanyOperation({ delayingOrder: choice }));
            }}
          />
        ) : null}
        {pauseUsed ? (
          <PauseDialog
            opened={pauseOpen}
            pausableCount={pausableCount}
            onClose={() => setPauseOpen(false)}
            onConfirm={(choice) => {
              setPauseOpen(false);
              void run('pause', () => runCompanyOperation(pauseInput(choice)));
            }}
          />
        ) : null}
      </Suspense>
      {pinDialog}
    </Stack>
  );
}
