import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { getErrorCode } from '../../../lib/graphql-errors';
import { useCartEvent } from '../api/cart-event';

type ReadyButtonProps = { cartId: number; displayId: string };

/** SPEC §4 card button: READY_FOR_PICKUP with the runner ready, without printing. */
export function ReadyButton({ cartId, displayId }: ReadyButtonProps) {
  const { t } = useTranslation();
  const cartEvent = useCartEvent();

  function markReady() {
    cartEvent.mutate(
      { cart: cartId, status: 'READY_FOR_PICKUP', runnerIsReady: true, print: false },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('orders.done.ready', { displayId }) }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: `${t('orders.actionFailed')} ${t(`errors.${getErrorCode(error)}`)}`,
          }),
      },
    );
  }

  return (
    <Button
      color="green.8"
      mih={48}
      loading={cartEvent.isPending}
      aria-label={t('orders.readyFor', { displayId })}
      onClick={(event) => {
        event.stopPropagation();
        markReady();
      }}
    >
      {t('orders.actions.ready')}
    </Button>
  );
}
