import { Badge, Box, Button, VisuallyHidden } from '@mantine/core';
import { HOME_PATH } from '@comptoir/domain';
import { IconBellRinging } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveOrders } from '../api/active-orders';
import { requestOrdersTab } from '../lib/orders-tab-request';

/** The top bar's count of New orders on every screen, leading to the Orders screen's New tab. */
export function NewOrdersBadge() {
  const { t } = useTranslation();
  const count = useActiveOrders({ poll: false }).data?.orders.created.length ?? 0;
  if (count === 0) return null;
  return (
    <Button
      component={Link}
      to={HOME_PATH}
      onClick={() => requestOrdersTab('created')}
      color="orange.9"
      radius="xl"
      mih={48}
      px="sm"
      leftSection={<IconBellRinging size={20} aria-hidden />}
      rightSection={
        <Badge color="white" circle={count < 10} styles={{ label: { overflow: 'visible' } }} aria-hidden>
          {count}
        </Badge>
      }
    >
      {/*
        A screen reader reads "New orders: 3"; the eye reads the word and the count. An aria-label would name the link
        with words other than those it shows (docs/accessibility.md#names).
      */}
      <VisuallyHidden>{t('orders.newBadge', { number: count })}</VisuallyHidden>
      {/* On a phone the top bar has no room for the word: the bell and the count say it. */}
      <Box component="span" visibleFrom="sm" aria-hidden>
        {t('orders.tabs.created')}
      </Box>
    </Button>
  );
}
