import { useCallback, useState } from 'react';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { PAGE_SIZES } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/list-states';
import type { Cart } from '../api/cart-fields';
import { useNow } from '../lib/time-ago';
import { OrderCard } from './order-card';

type OrderListProps = {
  carts: readonly Cart[];
  currency: string;
  emptyTitle: string;
  emptyHint: string;
  onOpen: (cartId: number) => void;
};

/** One tab's cards, shown 20 at a time; the next 20 appear as the end of the list scrolls into view. */
export function OrderList({ carts, currency, emptyTitle, emptyHint, onOpen }: OrderListProps) {
  const { t } = useTranslation();
  const now = useNow();
  const [shown, setShown] = useState<number>(PAGE_SIZES.orders);
  const hasMore = carts.length > shown;
  const showNextPage = useCallback(() => setShown((count) => count + PAGE_SIZES.orders), []);

  // The sentinel exists only while more cards wait, so reaching it always means "show the next 20".
  const endRef = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) showNextPage();
        },
        { threshold: 0.1 },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [showNextPage],
  );

  if (carts.length === 0) return <EmptyState title={emptyTitle} hint={emptyHint} />;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
        {carts.slice(0, shown).map((cart) => (
          <OrderCard key={cart.id} cart={cart} currency={currency} now={now} onOpen={onOpen} />
        ))}
      </SimpleGrid>
      {hasMore ? (
        <>
          <div ref={endRef} />
          <Button variant="default" mih={48} onClick={showNextPage}>
            {t('orders.showMore')}
          </Button>
        </>
      ) : null}
    </Stack>
  );
}
