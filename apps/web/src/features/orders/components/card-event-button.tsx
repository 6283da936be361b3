import { Button } from '@mantine/core';
import { resultingRunnerIsReady, resultingStatus, type OrderFacts } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useCartEvent } from '../api/cart-event';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify';

type CardEventButtonProps = { cartId: number; displayId: string; facts: OrderFacts; action: 'accept' | 'ready' };

/**
 * A card's one-tap action, without opening the order: Accept on a New card (docs/orders.md#accept), the detail's
 * accept; Ready on an accepted one (docs/orders.md#run), READY_FOR_PICKUP with the runner ready. Neither prints.
 */
export function CardEventButton({ cartId, displayId, facts, action }: CardEventButtonProps) {
  const { t } = useTranslation();
  const cartEvent = useCartEvent({
    onSuccess: () => notifySuccess(t(`orders.done.${action}`, { displayId })),
    // A card's button has no room for a sentence beside it.
    onError: (error) => notifyFailure(error, t, t('orders.actionFailed')),
  });
  const event = { status: resultingStatus(action, facts), runnerIsReady: resultingRunnerIsReady(action, facts) };

  return (
    <Button
      color="green.8"
      mih={48}
      loading={cartEvent.isPending}
      aria-label={t(action === 'accept' ? 'orders.acceptOrder' : 'orders.readyFor', { displayId })}
      onClick={(click) => {
        click.stopPropagation();
        cartEvent.mutate({ cart: cartId, ...event, print: false });
      }}
    >
      {t(`orders.actions.${action}`)}
    </Button>
  );
}
